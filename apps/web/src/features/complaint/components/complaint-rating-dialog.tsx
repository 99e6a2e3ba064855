import { RATING_DIALOG_DELAY_MS } from '@loan/contract';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { StarPicker } from '@/components/star-picker.tsx';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { showToast } from '@/lib/toast.ts';
import { saveScore } from '../api/save-score.ts';
import { complaintMessages } from '../messages.ts';

const text = complaintMessages;

/**
 * 'Please rate this service', 3 s after the page loads when customer service asked for a score:
 * five stars, Cancel and Send; the stars reset whenever it closes.
 */
export function ComplaintRatingDialog({
  problemId,
  needed,
  onRated,
}: {
  problemId: string;
  needed: boolean;
  onRated: () => void;
}) {
  const [visible, setVisible] = useState(false);
  const [stars, setStars] = useState(0);
  useEffect(() => {
    if (!needed) return;
    const timer = setTimeout(() => setVisible(true), RATING_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needed]);
  const close = () => {
    setVisible(false);
    setStars(0);
  };
  const send = async () => {
    if (stars === 0) {
      void showToast(text.chooseStars);
      return;
    }
    let result: Awaited<ReturnType<typeof saveScore>>;
    try {
      result = await saveScore(problemId, stars);
    } catch (error) {
      // No answer: the borrower is told, and the dialog stays for another try.
      reportCallFailure(error);
      return;
    }
    if (!result.success) return;
    void showToast(text.rated);
    close();
    onRated();
  };
  return (
    <Dialog
      visible={visible}
      title={text.rateTitle}
      content={
        <StarPicker
          value={stars}
          onChange={setStars}
          legend={text.rateLegend}
          starLabel={text.star}
        />
      }
      actions={[
        { key: 'cancel', text: text.cancel, onClick: close },
        { key: 'send', text: text.rateSend, onClick: () => void send(), primary: true },
      ]}
    />
  );
}
