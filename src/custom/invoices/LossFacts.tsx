// A line's netto loss with its flag against the customer's tolerance, and (for those who see
// prices) the claim deducted for the kg beyond it (docs/invoices.md "Losses and claims").
import type { InvoiceDetailRow } from '../../../contract/invoice.ts';
import { Fact } from '../../components/Fact.tsx';
import { LossFlag } from '../../components/LossFlag.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { rupiah } from './money.ts';

export function LossFacts({ line }: { line: InvoiceDetailRow }) {
  const t = useT();
  return (
    <>
      <Fact label={t('invoices.detail.loss')}>
        <LossFlag netto={line.netto} />
      </Fact>
      {line.claim !== null && line.netto.beyond && <Fact label={t('invoices.detail.claim', { kg: formatNumber(line.claim_kg) })}>{`-${rupiah(line.claim)}`}</Fact>}
    </>
  );
}
