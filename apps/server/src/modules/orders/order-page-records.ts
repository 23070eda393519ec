import type { Db } from '../../db/client';
import { inTurn } from '../../db/in-turn';
import { cancellationsRepository } from './cancellations.repository';
import { ordersRepository } from './orders.repository';
import { tasksRepository } from './tasks.repository';

/**
 * What fulfilment writes with an order (items, timeline, tasks with their comments, documents) and its latest
 * cancellation request: what the founder's and the staff's order pages both show. Pass the page's read-only transaction
 * so all of it is one snapshot; the reads take turns on its one connection.
 */
export async function orderPageRecords(tx: Db, orderId: string) {
  const [items, timeline, tasks, documents, cancellation] = await inTurn(
    () => ordersRepository.itemsFor(tx, [orderId]),
    () => ordersRepository.timeline(tx, orderId),
    () => ordersRepository.tasks(tx, orderId),
    () => ordersRepository.documents(tx, orderId),
    () => cancellationsRepository.latestFor(tx, orderId),
  );
  const comments = await tasksRepository.commentsFor(
    tx,
    tasks.map((task) => task.id),
  );
  return { items, timeline, tasks, documents, cancellation, comments };
}
