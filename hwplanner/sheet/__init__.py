"""The printed summary sheet: built as plain data first (summary, executive, comparison, types:
no Qt), then drawn on paper or into a PDF (render, pdf: Qt, without the app's window). The
command line's `print`, the API and the app's File ▸ Print all come through here."""
