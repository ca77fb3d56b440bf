"""Length limits of the text fields specs carry (docs/LIMITS.md). Text from a project, a user
catalog or a config.json is shown in the app and on printed sheets: a bound keeps a crafted
file from making a window wider than Qt allows or a sheet take minutes."""

ID_MAX = 128  # catalog and custom ids ("llama-3.1-8b", "org/model-name")
NAME_MAX = 200  # names shown in menus, titles and sheets
SHORT_TEXT_MAX = 200  # vendor, form factor, interconnect, dates, family …
SOURCE_MAX = 4_000  # a row's source: URLs and citations
NOTE_MAX = 20_000  # a catalog row's notes
