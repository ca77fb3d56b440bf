"""The warm process: a command line answered by a fork of a process that has already imported
the engine, instead of a new interpreter importing it again (`hwplanner warm start`).

A new `hwplanner` process spends nearly all of its time importing (pydantic builds every input
model's validator); the answer itself takes milliseconds. With a warm process running, the
console script (hwplanner.launch) sends its arguments and environment (as bytes), umask,
working folder, the signals it ignores and its standard streams' file descriptors and set-up
over a Unix socket; the warm process forks, and the child becomes that process and runs the
command line exactly as the console script would, on the caller's own terminal or pipes. The
caller relays Ctrl-C, SIGTERM, SIGHUP and SIGQUIT to the child (and stops and continues it with
Ctrl-Z and `fg`), and ends with the child's exit status, or by the signal that killed it; when
the caller is gone (killed), the child is killed too. Nothing is remembered between commands:
each child starts from the imports alone (no user file, setting or catalog entry is read
before the fork).

The socket's name carries a stamp of everything the answer depends on that a caller does not
send: the interpreter, its flags and warning options, its module path and the distributions
installed on it with their versions, the text encodings, and
the size and time of every file of the package and its resources. An edited or upgraded
install, or a caller started with other options or encodings, finds no socket of its stamp and
runs on its own. So does a caller whose group, supplementary groups or resource limits differ
from the warm process's (`ulimit -f`): those a fork cannot take from the caller. The socket
lives in a folder only its user can open; one process per stamp (a lock); it ends after its
idle time, and stops taking commands at once on `warm stop`.

This module is the caller's side, and what both sides share (the stamp, the socket's place,
the request): the standard library's cheapest modules only (`_socket`, `struct`, `zlib`: about
2 ms). The warm process itself is hwplanner.warm_server; what its children run is handed to it
by hwplanner.launch.
"""

# The caller's path imports no contextlib (2-4 ms): try/except/pass stands for suppress.
# ruff: noqa: SIM105

from __future__ import annotations

import _socket  # the socket module's own import (enums, selectors) costs the caller 4 ms
import os
import struct
import sys
import zlib

PACKAGE = os.path.dirname(os.path.abspath(__file__))
# the descriptors a caller sends: standard input, output, error and its working folder
N_FDS = 4
LENGTH = struct.Struct("!I")  # a request's length
REPLY = struct.Struct("!cI")  # b"F" and the child's pid; b"S" and its wait status
MAX_REQUEST = 4 * 2**20  # arguments and environment; more is refused (the caller runs alone)
REQUEST_TIMEOUT_S = 5.0  # a request not whole by then is dropped (its caller runs alone)
FORK_TIMEOUT_S = 10.0  # the caller waits this long for the fork, then says so and ends
DEFAULT_IDLE_MIN = 30.0
FORWARDED = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")
DISABLE_ENV = "HWPLANNER_WARM"  # "0": never use a warm process


def supported() -> bool:
    """A Unix socket that carries file descriptors, and fork (Linux, macOS)."""
    return hasattr(_socket, "AF_UNIX") and hasattr(_socket, "SCM_RIGHTS") and hasattr(os, "fork")


def _tree_checksum(root: str, crc: int, adler: int) -> tuple[int, int]:
    """Every file's path, size and modification time under `root` (bytecode caches left out)
    folded into the two checksums."""
    stack = [root]
    while stack:
        try:
            entries = sorted(os.scandir(stack.pop()), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        stack.append(entry.path)
                    continue
                st = entry.stat()
            except OSError:
                continue
            line = f"{entry.path}\0{st.st_size}\0{st.st_mtime_ns}\n".encode(
                "utf-8", "surrogateescape"
            )
            crc, adler = zlib.crc32(line, crc), zlib.adler32(line, adler)
    return crc, adler


def _resources() -> str:
    """The shipped data (paths.resources_dir's rule, repeated here to stay import-free)."""
    for candidate in (PACKAGE, os.path.dirname(PACKAGE)):
        if os.path.isdir(os.path.join(candidate, "resources", "catalog")):
            return os.path.join(candidate, "resources")
    return PACKAGE


def _encoding() -> str:
    try:
        import _locale

        return str(_locale.getencoding())  # Python 3.11+, without importing locale's re
    except (ImportError, AttributeError):
        import locale

        return locale.getpreferredencoding(False)


def _installed(path: str) -> str:
    """The distributions installed in a folder of the module path, with their versions (their
    metadata folders' names): an upgraded pydantic changes it, a file written beside a
    checkout does not."""
    try:
        names = os.listdir(path or ".")
    except OSError:
        return "-"
    return ",".join(sorted(n for n in names if n.endswith((".dist-info", ".egg-info"))))


def stamp() -> str:
    """What a warm process's answers depend on that a caller does not send (module docstring).
    A checksum, not a secret: the socket's folder keeps others out."""
    # sys.path[0] is the script's folder (or the working one): not where hwplanner comes from
    parts = [
        os.path.realpath(sys.executable),  # python and python3 of one venv are one interpreter
        sys.version,
        repr(sys.flags),  # -O, -X dev, -E, -I, utf8 mode, int_max_str_digits, ...
        ",".join(sys.warnoptions),  # -W and PYTHONWARNINGS: the child keeps the filters it had
        os.pathsep.join(sys.path[1:]),
        ";".join(_installed(p) for p in sys.path[1:]),  # a package installed or upgraded
        PACKAGE,
        sys.getfilesystemencoding(),
        _encoding(),
    ]
    data = "\0".join(parts).encode("utf-8", "surrogateescape")
    crc, adler = zlib.crc32(data), zlib.adler32(data)
    for root in (PACKAGE, _resources()):
        crc, adler = _tree_checksum(root, crc, adler)
    return f"{crc:08x}{adler:08x}"


def process_identity() -> bytes:
    """What a fork cannot take from its caller: group, supplementary groups, resource limits.
    A caller whose identity differs from the warm process's runs alone."""
    try:
        import resource

        limits = [
            f"{name}={resource.getrlimit(getattr(resource, name))}"
            for name in sorted(n for n in dir(resource) if n.startswith("RLIMIT_"))
        ]
    except (ImportError, OSError, ValueError):
        limits = ["?"]
    text = f"{os.getgid()};{sorted(os.getgroups())};{','.join(limits)}"
    return text.encode("ascii", "replace")


def socket_dir(create: bool = False) -> str | None:
    """A folder only this user can open: $XDG_RUNTIME_DIR/hwplanner, else one in the temporary
    folder named by the user's id. `create` makes it (0700); without, None when it is not
    there. One owned by another user, or open to others, raises OSError."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isdir(runtime):
        path = os.path.join(runtime, "hwplanner")
    else:
        path = os.path.join("/tmp", f"hwplanner-{os.getuid()}")
    if create:
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    if (st.st_mode & 0o170000) != 0o040000:  # S_ISDIR (a link is refused), without `stat`
        raise OSError(f"{path} is not a folder")
    if st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise OSError(f"{path} is not this user's alone (owner {st.st_uid}, mode {st.st_mode:o})")
    return path


def socket_path(stamp_: str | None = None, create: bool = False) -> str | None:
    """This install's socket (None: no socket folder yet)."""
    folder = socket_dir(create)
    return None if folder is None else os.path.join(folder, f"warm-{stamp_ or stamp()}.sock")


def sibling(path: str, suffix: str) -> str:
    """The pid (".pid") or lock (".lock") file beside the socket at `path`."""
    return (path[: -len(".sock")] if path.endswith(".sock") else path) + suffix


def read_pid(path: str) -> int | None:
    try:
        with open(sibling(path, ".pid"), encoding="ascii") as fh:
            return int(fh.read().strip())
    except (OSError, ValueError):
        return None


# ---- the caller ----------------------------------------------------------------------------
# A request is NUL-separated bytes (no argument or environment string can hold a NUL): the
# identity, the umask, the ignored signals, each standard stream's encoding, errors, line
# buffering and write-through (1/0), the number of arguments, the arguments, then the
# environment as NAME=VALUE, in the file system's encoding as the operating system gave them.

STREAM_FIELDS = 4


def _stream_form(stream: object, fd: int) -> list[str] | None:
    """How the caller's text stream on `fd` is set up, for the child's to be the same (None:
    closed, or not the descriptor: a caller that replaced sys.stdout runs alone)."""
    try:
        if stream is None or stream.fileno() != fd:  # type: ignore[attr-defined]
            return None
    except (AttributeError, OSError, ValueError):
        return None
    return [
        str(getattr(stream, "encoding", "utf-8")),
        str(getattr(stream, "errors", "strict")),
        "1" if getattr(stream, "line_buffering", False) else "0",
        "1" if getattr(stream, "write_through", False) else "0",
    ]


def encode_request(
    argv: list[bytes],
    env: dict[bytes, bytes],
    umask: int,
    ignored: list[int],
    forms: list[list[str]],
    identity: bytes,
    nice: int,
    cpus: frozenset[int],
    main: str,
) -> bytes:
    head = [identity, str(umask).encode(), ",".join(map(str, ignored)).encode()]
    head += [str(nice).encode(), ",".join(map(str, sorted(cpus))).encode(), main.encode()]
    head += [v.encode("ascii", "replace") for form in forms for v in form]
    fields = [*head, str(len(argv)).encode(), *argv]
    fields += [k + b"=" + v for k, v in env.items()]
    return b"\0".join(fields)


HEAD_FIELDS = 6 + 3 * STREAM_FIELDS + 1


class Request:
    """A caller's request as the warm process reads it (a plain class: the caller, which
    never builds one, imports nothing for it)."""

    __slots__ = ("argv", "cpus", "env", "identity", "ignored", "main", "nice", "streams", "umask")

    def __init__(
        self,
        identity: bytes,
        umask: int,
        ignored: list[int],
        nice: int,
        cpus: frozenset[int],
        main: str,
        streams: list[list[str]],
        argv: list[bytes],
        env: dict[bytes, bytes],
    ) -> None:
        self.identity, self.umask, self.ignored = identity, umask, ignored
        self.nice, self.cpus, self.main = nice, cpus, main
        self.streams, self.argv, self.env = streams, argv, env

    def _parts(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Request) and self._parts() == other._parts()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Request(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__) + ")"


def decode_request(body: bytes) -> Request:
    """The request's parts; ValueError when it is not one."""
    fields = body.split(b"\0")
    if len(fields) < HEAD_FIELDS:
        raise ValueError("short request")
    main = fields[5].decode("ascii")
    if main not in ("script", "module"):
        raise ValueError("bad main")
    texts = [f.decode("ascii") for f in fields[6 : 6 + 3 * STREAM_FIELDS]]
    n = int(fields[HEAD_FIELDS - 1])
    if not 0 <= n <= len(fields) - HEAD_FIELDS:
        raise ValueError("bad argument count")
    return Request(
        identity=fields[0],
        umask=int(fields[1]),
        ignored=[int(s) for s in fields[2].split(b",") if s],
        nice=int(fields[3]),
        cpus=frozenset(int(s) for s in fields[4].split(b",") if s),
        main=main,
        streams=[texts[i : i + STREAM_FIELDS] for i in range(0, len(texts), STREAM_FIELDS)],
        argv=fields[HEAD_FIELDS : HEAD_FIELDS + n],
        env=dict(i.partition(b"=")[::2] for i in fields[HEAD_FIELDS + n :] if b"=" in i),
    )


def call(argv: list[str]) -> int | None:
    """Run `argv` in the warm process of this install, if one is listening: the exit status,
    or None when there is none (or it cannot take the command), and the caller runs it alone.
    Once the child exists, its status is the answer, whatever happens. A signal that arrives
    before the child exists waits for it; with no child, Ctrl-C is the caller's KeyboardInterrupt,
    which ends it as the command line would (`interrupted`, 130)."""
    if os.environ.get(DISABLE_ENV) == "0" or not supported():
        return None
    forms = [_stream_form(s, fd) for fd, s in enumerate((sys.stdin, sys.stdout, sys.stderr))]
    if any(f is None for f in forms) or _in_background():
        return None
    try:
        path = socket_path()
        if path is None or not os.path.exists(path):
            return None
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    except OSError:
        return None
    relay = _Relay()
    try:
        request = encode_request(
            [os.fsencode(a) for a in argv],
            dict(os.environb),
            _umask(),
            relay.ignored,
            forms,  # type: ignore[arg-type]
            process_identity(),
            os.nice(0) if hasattr(os, "nice") else 0,
            frozenset(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else frozenset(),
            _main_kind(),
        )
        status = _exchange(sock, path, request, relay)
    finally:
        sock.close()
        if not relay.forked:
            relay.restore()
    if not relay.forked and relay.pending:
        signum = relay.pending[0]
        if signum == relay.signal.SIGINT:
            raise KeyboardInterrupt  # the program's own report (launch.main): one line, 130
        os.kill(os.getpid(), signum)  # the caller's own handlers are back: end by it
        return 128 + signum
    return status


def _main_kind() -> str:
    """How the caller was started: a script (the console script: the interpreter flushes its
    output once more after it and forgets a failure) or a module (`python -m hwplanner`: a
    failure is reported at the end, status 120). The child ends the same way."""
    main = sys.modules.get("__main__")
    if getattr(main, "__spec__", None) is not None or sys.argv[:1] == ["-c"]:
        return "module"  # `python -m`, and `python -c` (no flush_io after a command either)
    return "script"


def _in_background() -> bool:
    """A background job of a terminal (`&`, `bg`): it runs alone, where the terminal's job
    control stops it when it reads (the warm process's child is outside that session)."""
    try:
        return os.isatty(0) and os.tcgetpgrp(0) != os.getpgrp()
    except OSError:
        return False


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


class _Relay:
    """The caller's handlers: each forwarded signal goes to the child once it exists (it waits
    before); a signal the caller ignores stays ignored, and is ignored by the child too. Ctrl-Z
    stops the child (SIGSTOP: it is not in the terminal's session) and then the caller; `fg`
    continues both."""

    def __init__(self) -> None:
        import _signal  # type: ignore[import-not-found]  # signal's enums cost 1.5 ms

        self.signal = _signal
        self.pid: int | None = None
        self.forked = False
        self.pending: list[int] = []
        self.saved: dict[int, object] = {}
        self.ignored: list[int] = []
        for name in FORWARDED:
            signum = getattr(_signal, name, None)
            if signum is None:
                continue
            if _signal.getsignal(signum) == _signal.SIG_IGN:
                self.ignored.append(signum)
                continue
            self.saved[signum] = _signal.signal(signum, self)
        tstp = getattr(_signal, "SIGTSTP", None)
        if tstp is not None and _signal.getsignal(tstp) != _signal.SIG_IGN:
            self.saved[tstp] = _signal.signal(tstp, self._stop)
            self.saved[_signal.SIGCONT] = _signal.signal(_signal.SIGCONT, self._continue)

    def __call__(self, signum: int, _frame: object) -> None:
        if self.pid is None:
            self.pending.append(signum)
            return
        try:
            os.kill(self.pid, signum)
        except OSError:
            pass

    def _stop(self, signum: int, _frame: object) -> None:
        if self.pid is not None:
            try:
                os.kill(self.pid, self.signal.SIGSTOP)
            except OSError:
                pass
        self.signal.signal(signum, self.signal.SIG_DFL)
        os.kill(os.getpid(), signum)  # the caller stops here, and goes on at SIGCONT
        self.signal.signal(signum, self._stop)
        # going on: so does the command (also when the kernel dropped the caller's own stop,
        # as it does for a session leader's orphaned group: the command must not stay stopped)
        self._continue(self.signal.SIGCONT, None)

    def _continue(self, _signum: int, _frame: object) -> None:
        if self.pid is not None:
            try:
                os.kill(self.pid, self.signal.SIGCONT)
            except OSError:
                pass

    def started(self, pid: int) -> None:
        """The child exists (its signals are blocked until it is ready): send what waited."""
        self.pid, self.forked = pid, True
        for signum in self.pending:
            self(signum, None)

    def restore(self) -> None:
        for signum, handler in self.saved.items():
            self.signal.signal(signum, handler)

    def finished(self) -> None:
        """The command ended (or is gone): no more relaying, and a Ctrl-C from now on is
        ignored, as the command line ignores one after its answer."""
        self.restore()
        self.pid = None
        self.pending = []
        if self.signal.SIGINT not in self.ignored:
            self.signal.signal(self.signal.SIGINT, self.signal.SIG_IGN)

    def end_by(self, signum: int) -> int:
        """End the caller by the signal that killed the child, as the shell would see it (the
        other handlers stay as finished() left them: a Ctrl-C now is ignored, not a traceback)."""
        try:
            self.signal.signal(signum, self.signal.SIG_DFL)
        except (OSError, ValueError):
            pass  # SIGKILL and SIGSTOP keep their action
        os.kill(os.getpid(), signum)
        return 128 + signum


def _exchange(sock: _socket.socket, path: str, request: bytes, relay: _Relay) -> int | None:
    try:
        sock.settimeout(FORK_TIMEOUT_S)
        sock.connect(path)
        here = os.open(".", os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return None  # none listens, or a working folder that cannot be opened
    try:
        rights = struct.pack(f"{N_FDS}i", 0, 1, 2, here)  # array's import costs 3 ms
        sock.sendmsg(
            [LENGTH.pack(len(request))], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, rights)]
        )
        sock.sendall(request)
    except OSError:
        return None
    finally:
        os.close(here)
    try:
        kind, pid = _reply(sock)
    except TimeoutError:
        sys.stderr.write(
            "hwplanner: error: the warm process does not answer "
            "(hwplanner warm stop; HWPLANNER_WARM=0 runs a command on its own)\n"
        )
        return 1
    if kind != b"F":
        return None  # it did not fork (refused, stopping or gone): nothing ran
    relay.started(pid)
    sock.settimeout(None)
    kind, status = _reply(sock)
    relay.finished()
    if kind != b"S":
        sys.stderr.write("hwplanner: error: the warm process ended before the command did\n")
        return 1
    code = os.waitstatus_to_exitcode(status)
    return relay.end_by(-code) if code < 0 else code


def _reply(sock: _socket.socket) -> tuple[bytes, int]:
    """One reply (kind b"" at the end of the connection). TimeoutError passes through."""
    data = b""
    while len(data) < REPLY.size:
        try:
            chunk = sock.recv(REPLY.size - len(data))
        except TimeoutError:
            raise
        except OSError:
            return b"", 0
        if not chunk:
            return b"", 0
        data += chunk
    kind, value = REPLY.unpack(data)
    return kind, int(value)


def answering(path: str) -> bool:
    """A warm process listens at `path`."""
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(1.0)
        sock.connect(path)
        return True
    except OSError:
        return False
    finally:
        sock.close()


def listening() -> list[str]:
    """Every warm process's socket of this user that answers (any install or stamp)."""
    try:
        folder = socket_dir()
    except OSError:
        return []
    if folder is None:
        return []
    names = sorted(n for n in os.listdir(folder) if n.startswith("warm-") and n.endswith(".sock"))
    return [p for p in (os.path.join(folder, n) for n in names) if answering(p)]
