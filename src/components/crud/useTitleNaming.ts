// A page title naming the record the page belongs to ("Shipping companies of PT Nusantara
// Logistik"), read by its single-record call; undefined while it loads or when it cannot be read,
// so the page keeps its plain title.
import { useTranslate } from 'react-admin';
import type { CallDef } from '../../../contract/lib.ts';
import { useCall } from '../../api/useCall.ts';

/** `call`: GET …/:id answering `{ data: { name } }`; `titleKey`: a text with %{title}. */
export function useTitleNaming(call: CallDef, id: string | undefined, titleKey: string): string | undefined {
  const translate = useTranslate();
  const { data: name } = useCall(call, { params: { id } as never }, { select: (answer) => (answer as { data: { name: string } }).data.name, enabled: !!id });
  return name ? translate(titleKey, { title: name }) : undefined;
}
