import { APP_ROUTES, COMPLAINT_TEXT_MAX_LENGTH, SUCCESS_MODAL_MS } from '@loan/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Modal } from '@/components/modal.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { guid } from '@/lib/guid.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, withSessionQuery } from '@/lib/session-query.ts';
import { showToast } from '@/lib/toast.ts';
import {
  type ProblemInit,
  problemInitQueryOptions,
  useProblemInit,
} from '../api/get-problem-init.ts';
import { saveProblem } from '../api/save-problem.ts';
import { ImageUploader } from '../components/image-uploader.tsx';
import { type ComplaintChoice, clearStorage, readStoredChoice } from '../lib/complaint-choice.ts';
import { complaintMessages } from '../messages.ts';
import styles from './complaint-form.module.css';

const text = complaintMessages;

/** The choice from the address (the spec's query), else from the start page's storage. */
function readChoice(): ComplaintChoice | null {
  const stored = readStoredChoice();
  const problemType = Number(getPageQueryValue('problemType') || stored.problemType || 0);
  const problemSonType = Number(getPageQueryValue('problemSonType') || stored.problemSonType || 0);
  const orderNo = getPageQueryValue('orderNo') || stored.orderNo || '';
  return problemType && orderNo ? { problemType, problemSonType, orderNo } : null;
}

function ComplaintForm({ init, choice }: { init: ProblemInit; choice: ComplaintChoice }) {
  const navigate = useNavigate();
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const key = useRef(guid());
  const sending = useRef(false);
  const type = init.problemType.find((option) => option.value === choice.problemType);
  const son = init.problemSonType.find((option) => option.value === choice.problemSonType);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      clearStorage();
      navigate(withSessionQuery(APP_ROUTES.complaint), { replace: true });
    }, SUCCESS_MODAL_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const send = async () => {
    if (sending.current || sent) return;
    if (!description.trim()) {
      void showToast(text.descriptionRequired);
      return;
    }
    sending.current = true;
    try {
      const result = await saveProblem(
        {
          problemType: choice.problemType,
          problemSonType: choice.problemSonType,
          problemDetail: description.trim(),
          problemImage: images.join(','),
          orderNo: choice.orderNo,
        },
        key.current,
      );
      if (result.success) setSent(true);
    } catch (error) {
      // No answer: the borrower is told, and the next Send tries again with the same key.
      reportCallFailure(error);
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <ul className={styles.tags} aria-label={text.questionTypes}>
        {type ? <li className={styles.tag}>{type.title}</li> : null}
        {son ? <li className={styles.tag}>{son.title}</li> : null}
      </ul>
      <section className={styles.card}>
        <label htmlFor={descriptionId} className={styles.label}>
          {text.description}
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          rows={6}
          maxLength={COMPLAINT_TEXT_MAX_LENGTH}
          placeholder={text.descriptionPlaceholder}
          value={description}
          onChange={(event) =>
            setDescription(event.target.value.slice(0, COMPLAINT_TEXT_MAX_LENGTH))
          }
        />
        <p className={styles.counter} aria-live="polite">
          {text.counter(description.length, COMPLAINT_TEXT_MAX_LENGTH)}
        </p>
        <ImageUploader urls={images} onChange={setImages} />
      </section>
      <p className={styles.promise}>{text.promise}</p>
      <div className={styles.send}>
        <Button block onClick={() => void send()}>
          {text.send}
        </Button>
      </div>
      <Modal visible={sent} label={text.sent}>
        <p className={styles.sent}>{text.sent}</p>
      </Modal>
    </>
  );
}

/** The complaint form (/complainPageNext): type tags, description, photos, Send. */
export function ComplaintFormRoute() {
  const choice = readChoice();
  return (
    <Page title={text.formTitle}>
      {choice ? <ComplaintFormData choice={choice} /> : <Notice title={text.missingChoice} />}
    </Page>
  );
}

function ComplaintFormData({ choice }: { choice: ComplaintChoice }) {
  // The form page reads the types again, with GET (foundation-and-support §7).
  return (
    <QueryGate query={useProblemInit(choice.orderNo, 'GET')} unavailable={text.unavailable}>
      {(result) =>
        result.success && result.data ? (
          <ComplaintForm init={result.data} choice={choice} />
        ) : (
          <Notice title={text.unavailable} text={result.message} />
        )
      }
    </QueryGate>
  );
}

export const screen: Screen = {
  Component: ComplaintFormRoute,
  serverQueries: (page) => {
    const orderNo = page.get('orderNo');
    return orderNo ? [problemInitQueryOptions(orderNo, 'GET')] : [];
  },
};
