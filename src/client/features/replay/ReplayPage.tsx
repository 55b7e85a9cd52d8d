import { StepBackwardOutlined, StepForwardOutlined, UploadOutlined } from '@ant-design/icons';
import { configureStore } from '@reduxjs/toolkit';
import { Alert, Button, InputNumber, Space, Typography } from 'antd';
import i18n from 'i18next';
import { Component, useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { usePageTitle } from '../../lib/use-page-title';
import { Header } from '../header';
import { SearchScreen } from '../home';
import { PartsListScreen } from '../parts-list';
import { checkLogSize, parseSupportLog, problemText, SupportLogError, type Replay, type ReplayedState, type SupportLog } from '../support-log';
import './replay.css';

/** The file's text (FileReader, which every browser and jsdom have). */
function readFileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** A store holding the state after the first `step` recorded actions; nothing runs, nothing is fetched. */
function replayStore<S extends ReplayedState>(replay: Replay<S>, log: SupportLog, step: number) {
  return configureStore({
    reducer: replay.reducer,
    preloadedState: replay.stateAfter(log, step),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }),
  });
}

/** What is wrong with a file: one of the log's problems (translated), or the reader's own error. */
type LoadError = { problem: SupportLogError['problem'] } | { text: string };

/**
 * Reads, checks and replays a file once before anything of it is shown (docs/behaviour.md,
 * Support log): too large, not a support log of ours, or a state the screens could not show, and
 * it is refused with the reason. A file over SUPPORT_LOG_MAX_BYTES is not even read.
 */
export async function loadSupportLog<S extends ReplayedState>(file: File, replay: Replay<S>): Promise<SupportLog> {
  checkLogSize(file.size);
  const log = parseSupportLog(await readFileText(file));
  replay.check(log);
  return log;
}

/**
 * Should a step still fail to render (a log that passed every check, and a screen that cannot
 * show its state), the replay page stays and says so, instead of the router's error page: the
 * support person can step back or forward.
 */
class StepBoundary extends Component<{ children: ReactNode; failed: (error: string) => ReactNode }, { error: string | null }> {
  state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }

  render() {
    return this.state.error === null ? this.props.children : this.props.failed(this.state.error);
  }
}

/**
 * Whether the customer was working on the parts list at this step rather than on a search: its
 * latest action is newer than the search's latest.
 */
export function partsListShownAt(log: SupportLog, step: number): boolean {
  for (const action of log.actions.slice(0, step).reverse()) {
    if (action.type.startsWith('partsList/')) return true;
    if (action.type.startsWith('search/')) return false;
  }
  return false;
}

/**
 * The support view: load a customer's exported log and step through it in the
 * real screens. It needs no sign-in and sends nothing to the server: the recorded actions, API
 * responses included, are fed into a fresh store.
 */
export function ReplayPage<S extends ReplayedState>({ replay }: { replay: Replay<S> }) {
  const { t } = useTranslation();
  const [log, setLog] = useState<SupportLog | null>(null);
  const [error, setError] = useState<LoadError | null>(null);
  const [step, setStep] = useState(0);
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  const total = log?.actions.length ?? 0;
  const store = useMemo(() => (log ? replayStore(replay, log, step) : null), [replay, log, step]);
  const language = store?.getState().session.language;
  usePageTitle(t('supportLog.replay.title'));

  useEffect(() => {
    if (language) void i18n.changeLanguage(language.toLowerCase());
  }, [language]);

  // Keep the action shown in view in the list (a log has up to 1,000).
  useEffect(() => {
    document.querySelector('.replay-page__action--current')?.scrollIntoView?.({ block: 'nearest' });
  }, [step, log]);

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const parsed = await loadSupportLog(file, replay);
      setLog(parsed);
      setStep(parsed.actions.length);
      setError(null);
    } catch (caught) {
      setLog(null);
      setError(caught instanceof SupportLogError ? { problem: caught.problem } : { text: String(caught) });
    }
  };
  const go = (next: number) => setStep(Math.max(0, Math.min(total, next)));
  const errorText = (shown: LoadError) => {
    if ('text' in shown) return shown.text;
    const { key, values } = problemText(shown.problem);
    return t(key, values);
  };

  return (
    <div className="replay-page">
      <aside className="replay-page__panel" aria-label={t('supportLog.replay.panel')}>
        <Typography.Title level={1} className="replay-page__title">{t('supportLog.replay.title')}</Typography.Title>
        <label className="replay-page__file">
          <UploadOutlined aria-hidden /> {t('supportLog.replay.load')}
          <input type="file" accept="application/json,.json" onChange={(event) => void load(event)} data-testid="replay-file" />
        </label>
        {error && <Alert type="error" showIcon title={errorText(error)} role="alert" data-testid="replay-error" />}
        {log && (
          <>
            <Typography.Paragraph className="replay-page__meta">
              {t('supportLog.replay.meta', {
                exportedAt: new Date(log.exportedAt).toLocaleString(), language: log.language,
                width: log.screen.width, height: log.screen.height, user: log.user?.id ?? '-', customer: log.user?.customerId ?? '-',
              })}
            </Typography.Paragraph>
            {log.searchIds.length > 0 && (
              <Typography.Paragraph className="replay-page__meta">
                {t('supportLog.replay.searchIds')} <Typography.Text code>{log.searchIds.join(', ')}</Typography.Text>
              </Typography.Paragraph>
            )}
            <Space wrap>
              <Button icon={<StepBackwardOutlined />} onClick={() => go(step - 1)} disabled={step === 0}>{t('supportLog.replay.back')}</Button>
              <Button icon={<StepForwardOutlined />} onClick={() => go(step + 1)} disabled={step === total}>{t('supportLog.replay.forward')}</Button>
            </Space>
            <Space.Compact className="replay-page__jump">
              <InputNumber min={0} max={total} value={jumpTo} onChange={(value) => setJumpTo(value)} aria-label={t('supportLog.replay.jumpLabel')} />
              <Button onClick={() => jumpTo !== null && go(jumpTo)}>{t('supportLog.replay.jump')}</Button>
            </Space.Compact>
            <Typography.Text strong data-testid="replay-position">{t('supportLog.replay.position', { step, total })}</Typography.Text>
            <ol className="replay-page__actions">
              {log.actions.map((action, index) => (
                <li key={action.n} aria-current={index === step - 1 ? 'step' : undefined} className={index === step - 1 ? 'replay-page__action--current' : undefined}>
                  <button type="button" onClick={() => go(index + 1)}>
                    <span className="replay-page__action-at">+{(action.at / 1000).toFixed(3)} s</span> {action.type}
                  </button>
                </li>
              ))}
            </ol>
          </>
        )}
      </aside>
      <section className="replay-page__screen" aria-label={t('supportLog.replay.screen')}>
        {store ? (
          <StepBoundary key={step} failed={(message) => <Alert type="error" showIcon role="alert" title={t('supportLog.replay.stepFailed', { step, error: message })} />}>
            <Provider store={store}>
              <div className="main-page">
                <Header />
                <main className="main-page__content">{log && partsListShownAt(log, step) ? <PartsListScreen /> : <SearchScreen />}</main>
              </div>
            </Provider>
          </StepBoundary>
        ) : (
          <Typography.Paragraph className="replay-page__empty">{t('supportLog.replay.empty')}</Typography.Paragraph>
        )}
      </section>
    </div>
  );
}
