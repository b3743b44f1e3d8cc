// The generic spreadsheet import page: template download, file choice, parse + check in a worker,
// a preview of every row with its errors, then one request with all rows, and a summary.
// Nothing is sent while any row or the file has an error.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ImportCounts } from '../../contract/import-calls.ts';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router';
import { Title, useBasename } from 'react-admin';
import { ApiHttpError } from '../api/http.ts';
import { useT } from '../i18n/useT.ts';
import { downloadTemplate } from './exportSheet.ts';
import { ACCEPT } from './fileType.ts';
import { ImportProgress } from './ImportProgress.tsx';
import { messageText, problemText } from './messageText.ts';
import { PreviewGrid } from './PreviewGrid.tsx';
import { parseFile } from './runParse.ts';
import { placeServerErrors } from './serverErrors.ts';
import { ImportFileError, type ImportKind, type ParseProgress, type ParseResult, type Problem } from './types.ts';

export interface ImportAnswer {
  data: ImportCounts;
  message?: string;
}

/** What one import page needs; everything else is shared. */
export interface ImportDefinition {
  kind: ImportKind;
  /** i18n key of the page title. */
  titleKey: string;
  /** A title already translated (e.g. naming the customer), instead of titleKey's. */
  title?: string;
  /** The GET answering the template's column keys. */
  templateCall: () => Promise<{ data: { keys: string[] } }>;
  templateFileName: string;
  /** Sends all checked rows at once (one transaction on the server). */
  commit: (rows: Record<string, unknown>[]) => Promise<ImportAnswer>;
  /** The body key of the rows: a 422's errors are keyed "<listKey>.<index>.<column>". */
  listKey: string;
  /** Path of the list inside the area, e.g. "product". */
  backTo: string;
  /** The server reads and checks the file instead of the browser (orders: POST /v1/request-order/preview). */
  preview?: (file: File, signal: AbortSignal) => Promise<ParseResult>;
  /** After a successful import: instead of the summary (e.g. go to the next screen). */
  onDone?: (answer: ImportAnswer) => void;
  /** i18n key of the text under the title (default imports.intro). */
  introKey?: string;
}

type State =
  | { step: 'idle' }
  | { step: 'parsing'; progress: ParseProgress }
  | { step: 'preview'; result: ParseResult }
  | { step: 'sending'; result: ParseResult }
  | { step: 'done'; answer: ImportAnswer };

const noWrap = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

export const PERF_CHOSEN = 'import:file-chosen';
export const PERF_READY = 'import:preview-ready';

export function ImportPage({ definition }: { definition: ImportDefinition }) {
  const t = useT();
  const basename = useBasename();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [fileName, setFileName] = useState<string>();
  const [problem, setProblem] = useState<Problem>();
  const [failure, setFailure] = useState<string>();
  const abort = useRef<AbortController>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => () => abort.current?.abort(), []);
  // Marks for the benchmark: file chosen -> preview on screen.
  useEffect(() => {
    if (state.step === 'preview' && performance.getEntriesByName(PERF_CHOSEN).length) {
      performance.mark(PERF_READY);
      performance.measure('import:preview', PERF_CHOSEN, PERF_READY);
    }
  }, [state.step]);

  async function choose(file: File | undefined) {
    if (!file) return;
    abort.current?.abort();
    const controller = (abort.current = new AbortController());
    performance.clearMarks?.(PERF_CHOSEN);
    performance.clearMeasures?.('import:preview');
    performance.mark(PERF_CHOSEN);
    setFileName(file.name);
    setProblem(undefined);
    setFailure(undefined);
    setState({ step: 'parsing', progress: { phase: 'reading', ratio: 0 } });
    try {
      const result = definition.preview
        ? await definition.preview(file, controller.signal)
        : await parseFile(file, definition.kind, { signal: controller.signal, onProgress: (progress) => setState({ step: 'parsing', progress }) });
      if (!controller.signal.aborted) setState({ step: 'preview', result });
    } catch (e) {
      if (controller.signal.aborted) return;
      setProblem(e instanceof ImportFileError ? e.problem : { key: 'imports.errors.unreadable' });
      setState({ step: 'idle' });
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  async function send(result: ParseResult) {
    setFailure(undefined);
    setState({ step: 'sending', result });
    try {
      const answer = await definition.commit(result.rows.map((r) => r.data!));
      if (definition.onDone) definition.onDone(answer);
      else setState({ step: 'done', answer });
    } catch (e) {
      const refused = e instanceof ApiHttpError && e.status === 422 && e.errors ? withServerErrors(result, e.errors, definition.listKey) : undefined;
      if (refused && refused.placed) {
        setFailure(refused.general.length ? refused.general.map((m) => messageText(t, m)).join(' ') : t('imports.errors.refused'));
        setState({ step: 'preview', result: refused.result });
      } else {
        setFailure(t('imports.errors.failed', { message: e instanceof Error ? messageText(t, e.message) : '' }));
        setState({ step: 'preview', result });
      }
    }
  }

  async function template() {
    setFailure(undefined);
    try {
      const answer = await definition.templateCall();
      await downloadTemplate(answer.data.keys, definition.templateFileName);
    } catch {
      setFailure(t('imports.template.failed'));
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    if (state.step !== 'sending') void choose(e.dataTransfer.files[0]);
  };

  const result = state.step === 'preview' || state.step === 'sending' ? state.result : undefined;
  const sendable = !!result && result.problems.length === 0 && result.errorRows === 0 && result.rows.length > 0;

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Title title={definition.title ?? t(definition.titleKey)} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
          <Typography sx={{ mb: 2 }}>{t(definition.introKey ?? 'imports.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template()} sx={noWrap}>
              {t('imports.template.download')}
            </Button>
            <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={state.step === 'sending' || state.step === 'parsing'} sx={noWrap}>
              {t(fileName ? 'imports.file.chooseAnother' : 'imports.file.choose')}
              <input ref={inputRef} type="file" hidden accept={ACCEPT} data-testid="import-file" onChange={(e) => void choose(e.target.files?.[0])} />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t('imports.file.accepted')}
            </Typography>
          </Stack>
          {fileName && state.step !== 'done' && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('imports.file.chosen', { name: fileName })}
            </Typography>
          )}
          {state.step === 'parsing' && <ImportProgress label={t(`imports.phases.${state.progress.phase}`)} ratio={state.progress.ratio} />}
          {state.step === 'sending' && <ImportProgress label={t('imports.phases.sending', { count: state.result.rows.length })} />}
        </CardContent>
      </Card>

      {problem && <Alert severity="error" sx={{ mb: 2 }}>{problemText(t, problem)}</Alert>}
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
      {state.step === 'done' && <ImportSummary answer={state.answer} backTo={`${basename}/${definition.backTo}`} onAnother={() => { setFileName(undefined); setState({ step: 'idle' }); }} />}

      {result && (
        <Stack spacing={2}>
          {result.problems.map((p) => (
            <Alert key={p.key} severity="error">{problemText(t, p)}</Alert>
          ))}
          {result.ignoredHeaders.length > 0 && <Alert severity="info">{t('imports.preview.ignoredHeaders', { columns: result.ignoredHeaders.join(', ') })}</Alert>}
          {!sendable && result.rows.length > 0 && <Alert severity="warning">{t('imports.preview.fixAndRetry')}</Alert>}
          <Box>
            <Button variant="contained" disabled={!sendable || state.step === 'sending'} onClick={() => void send(result)}>
              {t('imports.submit', { count: result.rows.length })}
            </Button>
          </Box>
          <PreviewGrid keys={definition.kind.columns.keys} rows={result.rows} errorRows={result.errorRows} t={t} />
        </Stack>
      )}
    </Box>
  );
}

function ImportSummary({ answer, backTo, onAnother }: { answer: ImportAnswer; backTo: string; onAnother: () => void }) {
  const t = useT();
  return (
    <Alert severity="success" sx={{ mb: 2 }} role="status">
      <Typography variant="h6" component="h2">{t('imports.result.title')}</Typography>
      <Typography data-testid="import-created">{t('imports.result.created', { count: answer.data.created })}</Typography>
      <Typography data-testid="import-updated">{t('imports.result.updated', { count: answer.data.updated })}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Button component={Link} to={backTo} variant="contained">{t('imports.result.backToList')}</Button>
        <Button onClick={onAnother}>{t('imports.result.another')}</Button>
      </Stack>
    </Alert>
  );
}

/** The preview rows with a 422's errors put on them; `placed` is false when none matched a row. */
function withServerErrors(result: ParseResult, errors: Record<string, string[]>, listKey: string) {
  const { byRow, general } = placeServerErrors(errors, listKey);
  const rows = result.rows.map((row, i) => {
    const extra = byRow.get(i);
    return extra ? { ...row, data: undefined, errors: { ...row.errors, ...extra } } : row;
  });
  return { placed: byRow.size > 0 || general.length > 0, general, result: { ...result, rows, errorRows: rows.filter((r) => !r.data).length } };
}
