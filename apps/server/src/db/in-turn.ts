/**
 * A transaction is one connection, and a connection runs one query at a time: the reads of a transaction go in turn.
 * Promise.all over them only queued them inside the driver, which pg deprecates ("client.query() when the client is
 * already executing a query") and pg 9 refuses.
 */
export async function inTurn<const T extends readonly (() => Promise<unknown>)[]>(
  ...reads: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
}
