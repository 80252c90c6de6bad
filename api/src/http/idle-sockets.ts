import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Idle sockets close after SOCKET_IDLE_TIMEOUT_MS. A socket whose request has arrived whole and waits
 * for its answer (a photo in the estimator's line, a slow vendor) is not idle: closing it threw away
 * work its client was still waiting for. Node destroys a socket that timed out only when nobody listens
 * for the server's 'timeout' event; this listener destroys every such socket except those. A request
 * still arriving is not spared (REQUEST_TIMEOUT_MS bounds it too), and the idle timer starts again
 * with the answer's bytes.
 */
export function closeOnlyIdleSockets(server: Server): void {
  const answering = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (req: IncomingMessage, res) => {
    const socket = req.socket;
    answering.set(socket, req);
    res.once('close', () => {
      if (answering.get(socket) === req) answering.delete(socket);
    });
  });
  server.on('timeout', (socket: Socket) => {
    if (answering.get(socket)?.complete) return;
    socket.destroy();
  });
}
