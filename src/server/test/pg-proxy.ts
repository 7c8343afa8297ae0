import net from "node:net";

/**
 * A loopback TCP proxy in front of the test PostgreSQL that can lose a connection at the worst
 * moment: after the server has committed a statement and before the client hears of it. It reads
 * the server's messages (a type byte, then a 4-byte length that counts itself) and, once armed,
 * holds back the first CommandComplete whose row count matches, waits for the ReadyForQuery that
 * follows it (sent after the implicit transaction's COMMIT), and then closes both sockets, so the
 * rows are stored and the client only sees its connection end.
 */
export interface PgProxy {
  /** A connection URL like `databaseUrl`, but through the proxy. */
  url: string;
  /** Drop the connection after the next statement that reports at least `minRows` rows committed. */
  dropAfterCommit(minRows: number): Promise<void>;
  close(): Promise<void>;
}

const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'

/** The row count at the end of a CommandComplete tag ("INSERT 0 5", "SELECT 5"), if any. */
function rowCountOf(body: Buffer): number {
  const tag = body.toString("utf8", 0, body.indexOf(0));
  const count = /(\d+)$/.exec(tag)?.[1];
  return count === undefined ? 0 : Number(count);
}

export async function startPgProxy(databaseUrl: string): Promise<PgProxy> {
  const target = new URL(databaseUrl);
  const upstreamPort = Number(target.port || 5432);
  let armed: { minRows: number; dropped: () => void } | null = null;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", closeBoth).on("error", closeBoth);
    upstream.on("close", closeBoth).on("error", closeBoth);
    client.pipe(upstream);

    // The server's first answer to SSLRequest is one byte with no length; the test URLs ask for no SSL.
    let pending = Buffer.alloc(0);
    let holding = false;
    upstream.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let forward = 0;
      while (pending.length - forward >= 5) {
        const type = pending[forward] as number;
        const length = pending.readUInt32BE(forward + 1);
        if (pending.length - forward < 1 + length) break;
        const body = pending.subarray(forward + 5, forward + 1 + length);
        if (holding && type === READY_FOR_QUERY) {
          const drop = armed;
          armed = null;
          closeBoth();
          drop?.dropped();
          return;
        }
        if (!holding && armed && type === COMMAND_COMPLETE && rowCountOf(body) >= armed.minRows) holding = true;
        if (!holding) client.write(pending.subarray(forward, forward + 1 + length));
        forward += 1 + length;
      }
      pending = pending.subarray(forward);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  url.searchParams.delete("host"); // a Unix socket directory would bypass the proxy
  return {
    url: url.toString(),
    dropAfterCommit(minRows) {
      return new Promise((resolve) => {
        armed = { minRows, dropped: resolve };
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
