// Rupiah as the screens show them: from the server's exact decimal text (formatMoney), never a float.
import { formatMoney } from '../../../contract/numbers.ts';

export const rupiah = (amount: string | null | undefined) => (amount === null || amount === undefined ? '-' : formatMoney(amount));
