import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

export type TProxyMode = 'forward' | 'refuse' | 'hang';

export interface TTcpProxy {
  port: number;
  /** forward: pass bytes both ways; refuse: nothing listens (connection refused); hang: accept, never answer. */
  setMode(mode: TProxyMode): Promise<void>;
  /** Destroys every open connection, as a crashed server or a cut cable would. */
  cutConnections(): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of a real server, so a test can take that server away and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<Socket>();
  let mode: TProxyMode = 'forward';
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        track(client);
        if (mode === 'hang') return;
        const upstream = tcpConnect(target.port, target.host);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  const cutConnections = () => {
    for (const socket of sockets) socket.destroy();
  };

  await listen();
  return {
    port,
    async setMode(next) {
      const wasListening = mode !== 'refuse';
      mode = next;
      if (next === 'refuse' && wasListening) {
        cutConnections();
        await stopListening();
      } else if (next !== 'refuse' && !wasListening) {
        await listen();
      }
    },
    cutConnections,
    async close() {
      cutConnections();
      await stopListening();
    },
  };
}
