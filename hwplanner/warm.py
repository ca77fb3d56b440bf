"""The warm process: a command line answered by a fork of a process that has already imported
the engine, instead of a new interpreter importing it again (`hwplanner warm start`).

A new `hwplanner` process spends nearly all of its time importing (pydantic builds every input
model's validator); the answer itself takes milliseconds. With a warm process running, the
console script (hwplanner.launch) sends its arguments, environment, umask, working folder and
its standard streams' file descriptors over a Unix socket; the warm process forks, and the
child runs the command line exactly as the console script would, writing to the caller's own
terminal or pipes; the caller relays Ctrl-C (and SIGTERM, SIGHUP) to the child and ends with
the child's exit status. Nothing is remembered between commands: each child starts from the
imports alone (no user file, setting or catalog entry is read before the fork).

The socket's name carries a stamp of everything the answer depends on that a caller cannot
send: the interpreter, its module path, the text encodings, the warning options, and the size
and time of every file of the package and its resources. An edited or upgraded install, or a caller with another
encoding, finds no socket of its stamp and runs on its own, as without a warm process. The
socket lives in a folder only its user can open, and the process ends after its idle time.

This module is the standard library only (a caller pays for nothing else); what the child runs
is handed to `serve` by hwplanner.launch.
"""

# The caller's path imports no contextlib (2-4 ms): try/except/pass stands for suppress.
# ruff: noqa: SIM105

from __future__ import annotations

import _socket  # the socket module's own import (enums, selectors) costs the caller 4 ms
import os
import struct
import sys
import zlib

TYPE_CHECKING = False  # typing and collections cost the caller 7 ms; mypy reads this name
if TYPE_CHECKING:
    import io
    import socket
    from collections.abc import Callable

PACKAGE = os.path.dirname(os.path.abspath(__file__))
# the descriptors a caller sends: standard input, output, error and its working folder
N_FDS = 4
HEADER = struct.Struct("!I")  # a request's length; the child's pid; the exit status
MAX_REQUEST = 4 * 2**20  # arguments and environment; more is refused (the caller runs alone)
REQUEST_TIMEOUT_S = 5.0  # a caller that connects and sends nothing does not hold the process
DEFAULT_IDLE_MIN = 30.0
FORWARDED = ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")
DISABLE_ENV = "HWPLANNER_WARM"  # "0": never use a warm process


def supported() -> bool:
    """A Unix socket that carries file descriptors, and fork (Linux, macOS)."""
    return hasattr(_socket, "AF_UNIX") and hasattr(_socket, "SCM_RIGHTS") and hasattr(os, "fork")


def _tree_signature(root: str) -> tuple[int, int, int]:
    """(files, total bytes, newest modification) of a folder, bytecode caches left out."""
    count = size = newest = 0
    stack = [root]
    while stack:
        try:
            entries = list(os.scandir(stack.pop()))
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
            count, size, newest = count + 1, size + st.st_size, max(newest, st.st_mtime_ns)
    return count, size, newest


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


def stamp() -> str:
    """What a warm process's answers depend on that a caller does not send (module docstring).
    A checksum, not a secret: the socket's folder keeps others out."""
    parts = [
        os.path.realpath(sys.executable),  # python and python3 of one venv are one interpreter
        sys.version,
        os.pathsep.join(sys.path[1:]),  # [0] is the script's folder (or the working one)
        PACKAGE,
        sys.getfilesystemencoding(),
        _encoding(),
        str(sys.flags.utf8_mode),
        ",".join(sys.warnoptions),  # -W and PYTHONWARNINGS: the child keeps the filters it had
        str(_tree_signature(PACKAGE)),
        str(_tree_signature(_resources())),
    ]
    data = "\0".join(parts).encode("utf-8", "surrogatepass")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def socket_dir() -> str:
    """A folder only this user can open: $XDG_RUNTIME_DIR/hwplanner, else one in the temporary
    folder named by the user's id (made 0700; one owned by another user, or open to others, is
    refused with OSError)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and os.path.isdir(runtime):
        path = os.path.join(runtime, "hwplanner")
    else:
        path = os.path.join("/tmp", f"hwplanner-{os.getuid()}")
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    st = os.lstat(path)
    if (st.st_mode & 0o170000) != 0o040000:  # S_ISDIR, without importing stat
        raise OSError(f"{path} is not a folder")
    if st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise OSError(f"{path} is not this user's alone (owner {st.st_uid}, mode {st.st_mode:o})")
    return path


def socket_path(stamp_: str | None = None) -> str:
    return os.path.join(socket_dir(), f"warm-{stamp_ or stamp()}.sock")


def pid_file(path: str) -> str:
    """Where the warm process at socket `path` writes its process id."""
    return path[: -len(".sock")] + ".pid" if path.endswith(".sock") else path + ".pid"


def read_pid(path: str) -> int | None:
    try:
        with open(pid_file(path), encoding="ascii") as fh:
            return int(fh.read().strip())
    except (OSError, ValueError):
        return None


# ---- the caller ----------------------------------------------------------------------------
# A request is NUL-separated text (no argument or environment string can hold a NUL): the
# umask, each standard stream's encoding, errors and line buffering (1/0), the number of
# arguments, the arguments, then the environment as NAME=VALUE.


def _stream_form(stream: object) -> list[str] | None:
    """How the caller's text stream is set up, for the child's to be the same (None: closed)."""
    if stream is None:
        return None
    return [
        str(getattr(stream, "encoding", "utf-8")),
        str(getattr(stream, "errors", "strict")),
        "1" if getattr(stream, "line_buffering", False) else "0",
    ]


def encode_request(
    argv: list[str], env: dict[str, str], umask: int, forms: list[list[str]]
) -> bytes:
    fields = [str(umask), *(v for form in forms for v in form), str(len(argv)), *argv]
    fields += [f"{k}={v}" for k, v in env.items()]
    return "\0".join(fields).encode("utf-8", "surrogateescape")


def decode_request(body: bytes) -> dict[str, object]:
    """The request's parts; ValueError when it is not one."""
    fields = body.decode("utf-8", "surrogateescape").split("\0")
    if len(fields) < 11:
        raise ValueError("short request")
    umask = int(fields[0])
    forms = [fields[1:4], fields[4:7], fields[7:10]]
    n = int(fields[10])
    if not 0 <= n <= len(fields) - 11:
        raise ValueError("bad argument count")
    argv = fields[11 : 11 + n]
    env = dict(item.partition("=")[::2] for item in fields[11 + n :] if "=" in item)
    return {"argv": argv, "env": env, "umask": umask, "streams": forms}


def call(argv: list[str]) -> int | None:
    """Run `argv` in the warm process of this install, if one is listening: the exit status,
    or None when there is none (or it cannot take the command), and the caller runs it alone.
    Once the child has started, its status is the answer, whatever happens. A signal that
    arrives before the child exists waits for it; with no child, Ctrl-C ends the caller as the
    command line would (`interrupted`, 130)."""
    if os.environ.get(DISABLE_ENV) == "0" or not supported():
        return None
    forms = [_stream_form(s) for s in (sys.stdin, sys.stdout, sys.stderr)]
    if any(f is None for f in forms):
        return None
    try:
        path = socket_path()
        if not os.path.exists(path):
            return None
        sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    except OSError:
        return None
    relay = _Relay()
    try:
        status = _request(sock, path, argv, forms, relay)  # type: ignore[arg-type]
    finally:
        sock.close()
        if relay.pid is None:
            relay.restore()
    if relay.pid is None and relay.pending:
        signum = relay.pending[0]
        if signum == relay.sigint:
            sys.stderr.write("hwplanner: interrupted\n")
            return 130
        os.kill(os.getpid(), signum)  # the handlers are Python's again: end by it
        return 128 + signum
    return status


class _Relay:
    """The caller's handlers for the forwarded signals: each goes to the child once its pid
    is known, and waits for it before."""

    def __init__(self) -> None:
        import _signal  # type: ignore[import-not-found]  # signal's enums cost 1.5 ms

        self.signal = _signal
        self.sigint = _signal.SIGINT
        self.pid: int | None = None
        self.pending: list[int] = []
        self.saved: dict[int, object] = {}
        for name in FORWARDED:
            signum = getattr(_signal, name, None)
            if signum is not None:
                self.saved[signum] = _signal.signal(signum, self)

    def __call__(self, signum: int, _frame: object) -> None:
        if self.pid is None:
            self.pending.append(signum)
            return
        try:
            os.kill(self.pid, signum)
        except OSError:
            pass

    def started(self, pid: int) -> None:
        self.pid = pid
        for signum in self.pending:
            self(signum, None)

    def restore(self) -> None:
        for signum, handler in self.saved.items():
            self.signal.signal(signum, handler)


def _request(
    sock: _socket.socket, path: str, argv: list[str], forms: list[list[str]], relay: _Relay
) -> int | None:
    try:
        sock.connect(path)
        here = os.open(".", os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return None  # none listens, or a working folder that cannot be opened
    try:
        mask = os.umask(0o022)
        os.umask(mask)
        body = encode_request(argv, dict(os.environ), mask, forms)
        rights = struct.pack(f"{N_FDS}i", 0, 1, 2, here)  # array's import costs 3 ms
        sock.sendmsg([HEADER.pack(len(body))], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, rights)])
        sock.sendall(body)
    except OSError:
        return None
    finally:
        os.close(here)
    pid = _read_int(sock)
    if pid is None:
        return None  # it did not fork: nothing ran
    relay.started(pid)
    status = _read_int(sock)
    if status is None:
        sys.stderr.write("hwplanner: error: the warm process ended without an exit status\n")
        return 1
    code = os.waitstatus_to_exitcode(status)
    if code < 0:  # killed by a signal: end by the same signal, as the shell would report it
        relay.restore()
        relay.signal.signal(-code, relay.signal.SIG_DFL)
        os.kill(os.getpid(), -code)
        return 128 - code
    return code


def _read_int(sock: _socket.socket) -> int | None:
    data = b""
    while len(data) < HEADER.size:
        try:
            chunk = sock.recv(HEADER.size - len(data))
        except OSError:
            return None
        if not chunk:
            return None
        data += chunk
    return int(HEADER.unpack(data)[0])


# ---- the warm process ----------------------------------------------------------------------
# (its imports are made here, when it starts: a caller never pays for them)


def _peer_is_us(conn: socket.socket) -> bool:
    """The caller runs as this user (Linux's peer credentials; elsewhere the folder's mode)."""
    import socket

    peercred = getattr(socket, "SO_PEERCRED", None)
    if peercred is None:
        return True
    creds = conn.getsockopt(socket.SOL_SOCKET, peercred, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return bool(uid == os.getuid())


def _close_all(fds: list[int]) -> None:
    for fd in fds:
        try:
            os.close(fd)
        except OSError:
            pass


def _receive(conn: socket.socket) -> tuple[dict[str, object], list[int]] | None:
    """One caller's request and descriptors (None, descriptors closed, when it is not whole)."""
    import socket

    conn.settimeout(REQUEST_TIMEOUT_S)
    fds: list[int] = []
    try:
        head, fds, _flags, _addr = socket.recv_fds(conn, HEADER.size, N_FDS)
        if len(head) != HEADER.size or len(fds) != N_FDS:
            raise ValueError("short header")
        size = int(HEADER.unpack(head)[0])
        if size > MAX_REQUEST:
            raise ValueError("request too large")
        body = bytearray()
        while len(body) < size:
            chunk = conn.recv(min(65536, size - len(body)))
            if not chunk:
                raise ValueError("short request")
            body += chunk
        return decode_request(bytes(body)), fds
    except (OSError, ValueError):
        _close_all(fds)
        return None


def _text_stream(fd: int, form: list[str], write: bool) -> io.TextIOWrapper:
    import io

    raw = io.FileIO(fd, "w" if write else "r", closefd=False)
    buffered = io.BufferedWriter(raw) if write else io.BufferedReader(raw)
    return io.TextIOWrapper(
        buffered, encoding=form[0], errors=form[1], line_buffering=form[2] == "1"
    )


def _child(request: dict[str, object], fds: list[int], run: Callable[[], int]) -> int:
    """In the forked child: become the caller's process (streams, folder, umask, environment,
    arguments) and run the command line."""
    import time

    for target, fd in enumerate(fds[:3]):
        os.dup2(fd, target)
    os.fchdir(fds[3])
    _close_all(fds)
    umask, env, forms, argv = (request[k] for k in ("umask", "env", "streams", "argv"))
    assert isinstance(umask, int) and isinstance(env, dict)
    assert isinstance(forms, list) and isinstance(argv, list)
    os.umask(umask)
    os.environ.clear()
    os.environ.update(env)
    if hasattr(time, "tzset"):
        time.tzset()
    sys.stdin = _text_stream(0, forms[0], write=False)
    sys.stdout = _text_stream(1, forms[1], write=True)
    sys.stderr = _text_stream(2, forms[2], write=True)
    sys.argv = ["hwplanner", *argv]
    return run()


class _Server:
    """The accept loop: one fork per caller, the parent reporting each child's status to its
    caller when the child ends (SIGCHLD wakes the loop through a socket pair)."""

    def __init__(self, path: str, idle_s: float, run: Callable[[], int]) -> None:
        self.path, self.idle_s, self.run = path, idle_s, run
        self.children: dict[int, socket.socket] = {}
        self.own: list[socket.socket] = []
        self.stopping = False

    def serve(self) -> None:
        import selectors
        import signal
        import socket
        import time

        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old_mask = os.umask(0o077)
        try:
            try:
                os.unlink(self.path)  # a dead process's socket (start checked none answers)
            except FileNotFoundError:
                pass
            listener.bind(self.path)
        finally:
            os.umask(old_mask)
        listener.listen(64)
        ident = os.stat(self.path).st_ino
        with open(pid_file(self.path), "w", encoding="ascii") as fh:
            fh.write(f"{os.getpid()}\n")
        wake_r, wake_w = socket.socketpair()
        wake_w.setblocking(False)
        wake_r.setblocking(False)
        signal.set_wakeup_fd(wake_w.fileno())
        signal.signal(signal.SIGCHLD, lambda *_: None)
        signal.signal(signal.SIGTERM, self._stop)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        sel = selectors.DefaultSelector()
        sel.register(listener, selectors.EVENT_READ)
        sel.register(wake_r, selectors.EVENT_READ)
        self.own = [listener, wake_r, wake_w]
        last = time.monotonic()
        try:
            while not (self.stopping and not self.children):
                wait = None if self.children else max(0.0, last + self.idle_s - time.monotonic())
                events = sel.select(0.5 if self.stopping else wait)
                for key, _mask in events:
                    if key.fileobj is wake_r:
                        try:
                            while wake_r.recv(4096):
                                pass
                        except OSError:
                            pass
                    elif not self.stopping:
                        self._accept(listener)
                        last = time.monotonic()
                self._reap()
                if self.children:
                    last = time.monotonic()
                elif not events and time.monotonic() - last >= self.idle_s:
                    break
        finally:
            try:
                if os.stat(self.path).st_ino == ident:  # still ours, not a newer process's
                    os.unlink(self.path)
                    if read_pid(self.path) == os.getpid():
                        os.unlink(pid_file(self.path))
            except OSError:
                pass
            listener.close()

    def _stop(self, _signum: int, _frame: object) -> None:
        self.stopping = True

    def _accept(self, listener: socket.socket) -> None:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        if not _peer_is_us(conn):
            conn.close()
            return
        received = _receive(conn)
        if received is None:
            conn.close()
            return
        request, fds = received
        try:
            pid = os.fork()
        except OSError:
            pid = -1
        if pid == 0:
            self._in_child(conn, request, fds)  # never returns
        _close_all(fds)
        if pid < 0:
            conn.close()  # the caller hears no pid and runs the command alone
            return
        try:
            conn.sendall(HEADER.pack(pid))
        except OSError:
            pass  # the caller left; the child still runs and is reaped
        self.children[pid] = conn

    def _in_child(self, conn: socket.socket, request: dict[str, object], fds: list[int]) -> None:
        import signal

        code = 1
        try:
            for sock in [*self.own, *self.children.values(), conn]:
                sock.close()
            signal.set_wakeup_fd(-1)
            for name in ("SIGCHLD", "SIGTERM", "SIGHUP"):
                signal.signal(getattr(signal, name), signal.SIG_DFL)
            signal.signal(signal.SIGINT, signal.default_int_handler)
            code = _child(request, fds, self.run)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except BaseException:  # the child must end here, whatever happened
            try:
                import traceback

                traceback.print_exc()
            except Exception:  # no stream left to say it on
                pass
        finally:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except Exception:  # a closed pipe: nothing to flush to
                    pass
            os._exit(code)

    def _reap(self) -> None:
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.children.pop(pid, None)
            if conn is not None:
                try:
                    conn.sendall(HEADER.pack(status & 0xFFFFFFFF))
                except OSError:
                    pass
                conn.close()


def serve(path: str, idle_s: float, run: Callable[[], int]) -> None:
    """Answer callers at `path` until SIGTERM or `idle_s` seconds without one."""
    _Server(path, idle_s, run).serve()


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
    names = sorted(n for n in os.listdir(folder) if n.startswith("warm-") and n.endswith(".sock"))
    return [p for p in (os.path.join(folder, n) for n in names) if answering(p)]
