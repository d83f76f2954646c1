import type { FastifyInstance } from 'fastify';
import type { DocumentJson } from '../../appwrite/databases/document-model.ts';
import { AppwriteError } from '../../infra/errors.ts';
import { withDocumentsAndMail } from '../../appwrite/databases/documents-and-mail.ts';
import { type OrderStatus, type Shipment, planStatusChange } from '@pura/core/orders/order-status';
import { parseStatusHistory, stockToPutBack } from './order-json.ts';
import { orderStatusMail } from './order-status-mail.ts';

/**
 * Sets an order's status, records it in statusHistory with updatedAt (and, for "shipped", the
 * carrier and tracking number the shipping mail passes on), tells the customer when it matters to
 * them and — when a paid order is cancelled or refunded — puts back on the products' stock what its
 * payment took. A status only moves forward (core's planStatusChange). One transaction: the order
 * is locked first, so two admins clicking at once cannot release the stock twice, and the mail
 * exists only if the change commits.
 */
export async function changeOrderStatus(
  app: FastifyInstance,
  orderId: string,
  status: OrderStatus,
  adminId: string,
  shipment: Shipment,
): Promise<DocumentJson> {
  if (status === 'shipped' && (!shipment.carrier || !shipment.trackingNumber)) {
    throw new AppwriteError(
      'general_argument_invalid',
      'Enter the carrier and the tracking number: the shipping e-mail gives them to the customer.',
    );
  }
  const shop = await app.shopSettings.current();
  return withDocumentsAndMail(app, async (docs, tx) => {
    const order = await docs.get('orders', orderId, { forUpdate: true });
    if (!order) throw new AppwriteError('document_not_found', 'Order not found. It may have been deleted.');
    const from = String(order.status ?? 'pending');
    if (from === status) return order;
    const plan = planStatusChange(from, status);
    if (!plan.allowed) throw new AppwriteError('general_argument_invalid', plan.reason);
    if (plan.releaseStock) {
      for (const [productId, quantity] of stockToPutBack(order)) {
        const product = await docs.get('products', productId, { forUpdate: true });
        // A deleted product or one with unlimited stock has nothing to put back.
        if (!product || product.stock === null || product.stock === undefined) continue;
        await docs.increment('products', productId, 'stock', quantity);
      }
    }
    const at = new Date().toISOString();
    const shipped = status === 'shipped' ? shipment : undefined;
    const history = [...parseStatusHistory(order.statusHistory), { status, at, by: adminId, ...shipped }];
    const updated = await docs.update('orders', orderId, { data: { status, updatedAt: at, statusHistory: JSON.stringify(history) } });
    const mail = orderStatusMail({
      to: String(order.email),
      reference: String(order.reference ?? orderId),
      status,
      shipment: shipped,
      publicUrl: app.config.publicUrl,
      shop,
    });
    if (mail) await app.mailer.queue(tx, mail);
    return updated;
  });
}
