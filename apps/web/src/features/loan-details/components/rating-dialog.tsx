import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { StarPicker } from '@/components/star-picker.tsx';
import { guid } from '@/lib/guid.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { showToast } from '@/lib/toast.ts';
import { useSubmitGoogleScore } from '../api/submit-google-score.ts';
import { loanDetailMessages } from '../messages.ts';
import { DetailDialog } from './detail-dialog.tsx';

const text = loanDetailMessages;

/** Asks for a rating; `onRated` gets the stars once the server took the score. */
export function RatingDialog({
  visible,
  onCancel,
  onRated,
}: {
  visible: boolean;
  onCancel: () => void;
  onRated: (stars: number) => void;
}) {
  const [stars, setStars] = useState(0);
  const [idempotencyKey] = useState(guid);
  const score = useSubmitGoogleScore();

  const submit = async () => {
    if (stars === 0) {
      void showToast(text.chooseStar);
      return;
    }
    if (score.isPending) return;
    try {
      const result = await score.mutateAsync(idempotencyKey);
      // A failure's message was toasted by callEndpoint; the dialog stays for another try.
      if (result.success) onRated(stars);
    } catch (error) {
      reportCallFailure(error);
    }
  };

  return (
    <DetailDialog
      visible={visible}
      title={text.ratingTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {text.cancel}
          </Button>
          <Button loading={score.isPending} onClick={() => void submit()}>
            {text.submit}
          </Button>
        </>
      }
    >
      {text.ratingText}
      <StarPicker
        value={stars}
        onChange={setStars}
        legend={text.ratingStars}
        starLabel={text.star}
      />
    </DetailDialog>
  );
}
