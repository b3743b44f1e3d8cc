// The screens of the order flow bound to each area's flow (one chunk, loaded on demand).
import { CreateOrderPage } from './CreateOrderPage.tsx';
import { lspFlow, shippingCompanyFlow } from './flow.ts';
import { OrderEditorPage } from './OrderEditorPage.tsx';

export { InvoiceOrderPage } from './InvoiceOrderPage.tsx';
export { ImportOrdersPage } from './ImportOrdersPage.tsx';

export const ScCreateOrder = () => <CreateOrderPage flow={shippingCompanyFlow} />;
export const ScOrderEditor = () => <OrderEditorPage flow={shippingCompanyFlow} />;
export const LspCreateOrder = () => <CreateOrderPage flow={lspFlow} />;
export const LspOrderEditor = () => <OrderEditorPage flow={lspFlow} />;
