import { type AddressInfo, createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

export type TProxyMode = 'forward' | 'refuse' | 'hang' | 'freeze';

export interface TTcpProxy {
  port: number;
  /**
   * forward: pass bytes both ways; refuse: nothing listens (connection refused); hang: accept, never answer;
   * freeze: open connections stop passing bytes and new ones are accepted but not answered, as a SIGSTOPped server
   * behaves (its kernel still holds the sockets); going back to forward delivers what waited, as SIGCONT would.
   */
  setMode(mode: TProxyMode): Promise<void>;
  /** Destroys every open connection, as a crashed server or a cut cable would. */
  cutConnections(): void;
  /**
   * The open connections stop passing bytes for good while new ones are forwarded, as after a network partition
   * that lost a connection's packets without a reset: only a client that gives up on the silent connection recovers.
   */
  stallOpenConnections(): void;
  close(): Promise<void>;
}

interface TPair {
  client: Socket;
  upstream: Socket;
}

/** A TCP proxy on 127.0.0.1 in front of a real server, so a test can take that server away and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<TPair>();
  // Connections accepted while frozen: joined to the server when it thaws.
  const held = new Set<Socket>();
  let mode: TProxyMode = 'forward';
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const join = (client: Socket) => {
    const upstream = tcpConnect(target.port, target.host);
    track(upstream);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    client.on('close', () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on('close', () => client.destroy());
  };

  const freeze = () => {
    for (const { client, upstream } of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  };

  const thaw = (next: TProxyMode) => {
    // pipe() resumes the paused sockets; bytes that arrived meanwhile are delivered now.
    for (const { client, upstream } of pairs) client.pipe(upstream).pipe(client);
    for (const client of held) {
      held.delete(client);
      if (next === 'forward' && !client.destroyed) join(client);
      else client.destroy();
    }
  };

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        track(client);
        if (mode === 'hang') return;
        if (mode === 'freeze') {
          client.pause();
          held.add(client);
          client.on('close', () => held.delete(client));
          return;
        }
        join(client);
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

  const stallOpenConnections = () => {
    freeze();
    // Out of `pairs`, so no thaw resumes them; still in `sockets`, so cutConnections and close end them.
    pairs.clear();
  };

  await listen();
  return {
    port,
    async setMode(next) {
      const previous = mode;
      mode = next;
      if (previous === 'freeze' && next !== 'freeze') thaw(next);
      if (next === 'freeze' && previous !== 'freeze') freeze();
      const wasListening = previous !== 'refuse';
      if (next === 'refuse' && wasListening) {
        cutConnections();
        await stopListening();
      } else if (next !== 'refuse' && !wasListening) {
        await listen();
      }
    },
    cutConnections,
    stallOpenConnections,
    async close() {
      cutConnections();
      await stopListening();
    },
  };
}
