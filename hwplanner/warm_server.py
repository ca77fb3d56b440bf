"""The warm process itself (hwplanner.warm says what it is for and how a caller talks to it):
the accept loop, one fork per caller, and the child that becomes the caller and runs the
command line. Imported only by the warm process (`python -m hwplanner.launch --warm-serve`),
so its imports cost a caller nothing."""

from __future__ import annotations

import contextlib
import fcntl
import io
import os
import selectors
import signal
import socket
import struct
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any

from hwplanner.warm import (
    FORWARDED,
    LENGTH,
    MAX_REQUEST,
    N_FDS,
    REPLY,
    REQUEST_TIMEOUT_S,
    Request,
    decode_request,
    process_identity,
    sibling,
)


def _peer_is_us(conn: socket.socket) -> bool:
    """The caller runs as this user (Linux's peer credentials; elsewhere the folder's mode)."""
    peercred = getattr(socket, "SO_PEERCRED", None)
    if peercred is None:
        return True
    creds = conn.getsockopt(socket.SOL_SOCKET, peercred, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", creds)
    return bool(uid == os.getuid())


def _close_all(fds: list[int]) -> None:
    for fd in fds:
        with contextlib.suppress(OSError):
            os.close(fd)


class _Pending:
    """A caller's request as it arrives (the connection is never waited on: one slow caller
    holds no other)."""

    def __init__(self, conn: socket.socket, deadline: float) -> None:
        self.conn, self.deadline = conn, deadline
        self.data = bytearray()
        self.fds: list[int] = []

    def read(self) -> bool | None:
        """True: whole; False: more to come; None: broken (closed, too large, extra fds)."""
        try:
            chunk, fds, _flags, _addr = socket.recv_fds(self.conn, 65536, N_FDS)
        except BlockingIOError:
            return False
        except OSError:
            return None
        self.fds += fds
        if not chunk or len(self.fds) > N_FDS:
            return None
        self.data += chunk
        if len(self.data) < LENGTH.size:
            return False
        size = int(LENGTH.unpack_from(self.data)[0])
        if size > MAX_REQUEST:
            return None
        return len(self.data) >= LENGTH.size + size and len(self.fds) == N_FDS

    def drop(self) -> None:
        _close_all(self.fds)
        self.conn.close()


def _text_stream(fd: int, form: list[str], name: str, write: bool) -> io.TextIOWrapper:
    """A standard stream as the interpreter makes it (Python/pylifecycle.c create_stdio):
    io.open's buffer (the file's block size), unbuffered under -u, no newline translation,
    line buffering on a terminal."""
    encoding, errors, line_buffering, write_through = form
    unbuffered = write and write_through == "1"
    mode = "wb" if write else "rb"
    buffered: Any = open(fd, mode, 0 if unbuffered else -1, closefd=False)  # noqa: SIM115
    raw = buffered if unbuffered else buffered.raw
    raw.name = name  # as create_stdio names it: the repr "<_io.TextIOWrapper name='<stdout>'…"
    stream = io.TextIOWrapper(
        buffered,
        encoding=encoding,
        errors=errors,
        newline="\n",
        line_buffering=line_buffering == "1",
        write_through=write_through == "1",
    )
    stream.mode = "w" if write else "r"  # type: ignore[misc]
    return stream


class _Server:
    """The accept loop: one fork per caller, the parent reporting each child's status to its
    caller when the child ends (SIGCHLD wakes the loop through a socket pair), and killing a
    child whose caller is gone."""

    def __init__(self, path: str, idle_s: float, run: Callable[[], int]) -> None:
        self.path, self.idle_s, self.run = path, idle_s, run
        self.pending: dict[socket.socket, _Pending] = {}
        self.children: dict[int, socket.socket] = {}
        self.callers: dict[socket.socket, int] = {}
        self.own: list[socket.socket] = []
        self.lock_fd = -1
        self.listener: socket.socket | None = None
        self.stopping = False
        self.active_at = 0.0  # monotonic: the start, the last fork, the last command's end
        self.identity = process_identity()

    def serve(self) -> None:
        self.lock_fd = self._lock()
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        old_mask = os.umask(0o077)
        try:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.path)  # a dead process's socket: the lock says none lives
            listener.bind(self.path)
        finally:
            os.umask(old_mask)
        listener.listen(64)
        listener.setblocking(False)
        self.listener = listener
        self.ident = os.stat(self.path).st_ino
        with open(sibling(self.path, ".pid"), "w", encoding="ascii") as fh:
            fh.write(f"{os.getpid()}\n")
        wake_r, wake_w = socket.socketpair()
        wake_w.setblocking(False)
        wake_r.setblocking(False)
        signal.set_wakeup_fd(wake_w.fileno())
        signal.signal(signal.SIGCHLD, lambda *_: None)
        signal.signal(signal.SIGTERM, self._stop)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        self.sel = sel = selectors.DefaultSelector()
        sel.register(listener, selectors.EVENT_READ)
        sel.register(wake_r, selectors.EVENT_READ)
        self.own = [wake_r, wake_w]
        self.active_at = time.monotonic()
        try:
            while not (self.stopping and not self.children):
                if self.stopping and self.listener is not None:
                    self._close_listener()
                now = time.monotonic()
                waits = [p.deadline - now for p in self.pending.values()]
                if not self.children and not self.stopping:
                    waits.append(self.active_at + self.idle_s - now)
                events = sel.select(max(0.0, min(waits)) if waits else None)
                for key, _mask in events:
                    if key.fileobj is wake_r:
                        try:
                            while wake_r.recv(4096):
                                pass
                        except OSError:
                            pass
                    elif key.fileobj is self.listener:
                        self._accept()
                    elif key.fileobj in self.pending:
                        self._read(self.pending[key.fileobj])
                    elif key.fileobj in self.callers:
                        self._caller_gone(key.fileobj)
                now = time.monotonic()
                for p in [p for p in self.pending.values() if p.deadline <= now]:
                    self._forget(p)
                self._reap()
                # idle: no command for idle_s since the last one ended (a probe is none)
                if not self.children and now - self.active_at >= self.idle_s:
                    break
        finally:
            self._close_listener()
            for p in list(self.pending.values()):
                self._forget(p)

    def _lock(self) -> int:
        """The lock beside the socket, held. A process that stops unlinks its lock file while
        holding it: a lock taken on a file no longer at the path locks nothing, so it is
        taken again on the file that is there now."""
        lock_path = sibling(self.path, ".lock")
        for _ in range(20):
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                raise SystemExit("a warm process of this install is already running") from None
            try:
                if os.stat(lock_path).st_ino == os.fstat(fd).st_ino:
                    return fd
            except FileNotFoundError:
                pass
            os.close(fd)
        raise SystemExit("the warm process's lock file keeps changing")

    def _stop(self, _signum: int, _frame: object) -> None:
        self.stopping = True

    def _close_listener(self) -> None:
        """Take no more commands: new callers find no socket and run alone."""
        if self.listener is None:
            return
        self.sel.unregister(self.listener)
        self.listener.close()
        self.listener = None
        try:
            if os.stat(self.path).st_ino == self.ident:  # still ours
                os.unlink(self.path)
                os.unlink(sibling(self.path, ".pid"))
        except OSError:
            pass
        # a new warm process may start now, while this one's last commands end (unlinked while
        # still held, and only while it is ours: see _lock)
        try:
            lock_path = sibling(self.path, ".lock")
            if os.stat(lock_path).st_ino == os.fstat(self.lock_fd).st_ino:
                os.unlink(lock_path)
        except OSError:
            pass
        os.close(self.lock_fd)
        self.lock_fd = -1

    def _accept(self) -> None:
        assert self.listener is not None
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:  # BlockingIOError: none left
                return
            if not _peer_is_us(conn):
                conn.close()
                continue
            conn.setblocking(False)
            pending = _Pending(conn, time.monotonic() + REQUEST_TIMEOUT_S)
            self.pending[conn] = pending
            self.sel.register(conn, selectors.EVENT_READ)

    def _forget(self, pending: _Pending) -> None:
        self.sel.unregister(pending.conn)
        del self.pending[pending.conn]
        pending.drop()

    def _read(self, pending: _Pending) -> None:
        whole = pending.read()
        if whole is False:
            return
        if whole is None:
            self._forget(pending)
            return
        self.sel.unregister(pending.conn)
        del self.pending[pending.conn]
        conn, fds = pending.conn, pending.fds
        try:
            request = decode_request(bytes(pending.data[LENGTH.size :]))
        except ValueError:
            pending.drop()
            return
        if request.identity != self.identity or self.stopping:
            pending.drop()  # the caller hears no fork and runs the command alone
            return
        pid = self._fork(conn, request, fds)
        _close_all(fds)
        if pid < 0:
            conn.close()
            return
        conn.setblocking(True)
        conn.settimeout(REQUEST_TIMEOUT_S)
        with contextlib.suppress(OSError):  # the caller left: the hang-up kills the child
            conn.sendall(REPLY.pack(b"F", pid))
        conn.setblocking(False)
        self.children[pid] = conn
        self.active_at = time.monotonic()
        self.callers[conn] = pid
        self.sel.register(conn, selectors.EVENT_READ)

    def _fork(self, conn: socket.socket, request: Request, fds: list[int]) -> int:
        """Fork with the forwarded signals blocked: one the caller sends at once waits in the
        child until its own handlers are set."""
        forwarded = {getattr(signal, n) for n in FORWARDED if hasattr(signal, n)}
        old = signal.pthread_sigmask(signal.SIG_BLOCK, forwarded)
        try:
            pid = os.fork()
        except OSError:
            pid = -1
        if pid == 0:
            self._in_child(conn, request, fds, old)  # never returns
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
        return pid

    def _in_child(
        self,
        conn: socket.socket,
        request: Request,
        fds: list[int],
        mask: set[int | signal.Signals],
    ) -> None:
        code = 1
        try:
            signal.set_wakeup_fd(-1)
            self.sel.close()
            for sock in [*self.own, *self.pending, *self.children.values(), conn]:
                sock.close()
            for other in self.pending.values():
                _close_all(other.fds)
            if self.listener is not None:
                self.listener.close()
            if self.lock_fd >= 0:
                os.close(self.lock_fd)  # the lock ends with the warm process, not a child
            ignored = request.ignored
            for name in ("SIGCHLD", *FORWARDED):
                signum = getattr(signal, name, None)
                if signum is None:
                    continue
                if signum in ignored:
                    signal.signal(signum, signal.SIG_IGN)
                elif signum == signal.SIGINT:
                    signal.signal(signum, signal.default_int_handler)
                else:
                    signal.signal(signum, signal.SIG_DFL)
            _become(request, fds)
            signal.pthread_sigmask(signal.SIG_SETMASK, mask)  # a waiting Ctrl-C lands here
            code = self.run()
        except KeyboardInterrupt:  # before the command line's own handler
            with contextlib.suppress(Exception):
                sys.stderr.write("hwplanner: interrupted\n")
            code = 130
        except SystemExit as exc:
            code = _exit_code(exc)
        except BaseException:
            with contextlib.suppress(Exception):
                traceback.print_exc()
        finally:
            os._exit(_flushed(code, request.main == "script"))

    def _caller_gone(self, conn: socket.socket) -> None:
        """A caller's connection is readable only when it ends: the caller was killed (it never
        writes after its request). Its command is killed too, as it would have died with it."""
        try:
            data = conn.recv(1)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if data:
            return
        pid = self.callers.get(conn)
        if pid is not None:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        self.sel.unregister(conn)
        del self.callers[conn]

    def _reap(self) -> None:
        while self.children:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            conn = self.children.pop(pid, None)
            if conn is None:
                continue
            self.active_at = time.monotonic()  # the idle time starts when the last command ends
            if conn in self.callers:
                self.sel.unregister(conn)
                del self.callers[conn]
                try:
                    conn.setblocking(True)
                    conn.settimeout(REQUEST_TIMEOUT_S)
                    conn.sendall(REPLY.pack(b"S", status & 0xFFFFFFFF))
                except OSError:
                    pass
            conn.close()


def _become(request: Request, fds: list[int]) -> None:
    """In the forked child: become the caller's process (streams, folder, umask, environment,
    arguments)."""
    for target, fd in enumerate(fds[:3]):
        os.dup2(fd, target)
    os.fchdir(fds[3])
    _close_all(fds)
    os.umask(request.umask)
    _schedule(request)
    os.environ.clear()
    for key, value in request.env.items():
        os.environb[key] = value
    if hasattr(time, "tzset"):
        time.tzset()
    forms = request.streams
    sys.stdin = _text_stream(0, forms[0], "<stdin>", write=False)
    sys.stdout = _text_stream(1, forms[1], "<stdout>", write=True)
    sys.stderr = _text_stream(2, forms[2], "<stderr>", write=True)
    sys.argv = ["hwplanner", *(os.fsdecode(a) for a in request.argv)]


def _schedule(request: Request) -> None:
    """The caller's niceness (where it is lower priority than the warm process's: raising a
    priority needs privilege) and CPU affinity. Its cgroup is not taken (docs/CLI.md)."""
    nice, cpus = request.nice, request.cpus
    if hasattr(os, "nice") and nice > os.nice(0):
        with contextlib.suppress(OSError):
            os.nice(nice - os.nice(0))
    if cpus and hasattr(os, "sched_setaffinity"):
        with contextlib.suppress(OSError):
            os.sched_setaffinity(0, cpus)


def _exit_code(exc: SystemExit) -> int:
    """SystemExit's status as the interpreter takes it: None 0, an int itself, else printed
    and 1."""
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    with contextlib.suppress(Exception):
        sys.stderr.write(f"{exc.code}\n")
    return 1


def _flushed(code: int, script: bool) -> int:
    """Flush the standard streams as the interpreter does at its end. After a script it first
    flushes them once and forgets a failure (Python/pythonrun.c flush_io); then, at
    finalization, output that still cannot be written is reported the way it reports it
    ("Exception ignored in: …"), with status 120. (A large write that failed in the first
    flush is gone; a small one is still in the buffer and fails again.)"""
    if script:
        for stream in (sys.stderr, sys.stdout):
            with contextlib.suppress(Exception):
                stream.flush()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception as exc:
            try:
                sys.stderr.write(f"Exception ignored in: {stream!r}\n")
                sys.stderr.write(f"{type(exc).__name__}: {exc}\n")
                sys.stderr.flush()
            except Exception:
                pass
            code = 120
    return code


def serve(path: str, idle_s: float, run: Callable[[], int]) -> None:
    """Answer callers at `path` until SIGTERM or `idle_s` seconds without one."""
    _Server(path, idle_s, run).serve()
