import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Cuts every connection and stops listening: to a client the service is gone. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP forwarder to `target`, so a test can take a shared service (the machine's Redis) away from
 * one server and give it back without touching the service itself. `cutAfterBytesBack`: the line goes
 * down by itself once that many bytes have come back from the target (a download cut mid-way).
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { cutAfterBytesBack?: number } = {},
): Promise<TcpProxy> {
  let bytesBack = 0;
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.on('data', (chunk: Buffer) => {
          bytesBack += chunk.length;
          if (options.cutAfterBytesBack !== undefined && bytesBack >= options.cutAfterBytesBack) void cut();
          else client.write(chunk);
        });
        upstream.on('end', () => client.end());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const cut = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  return { port, cut, restore: listen, close: cut };
}
