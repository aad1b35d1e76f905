import Button from 'antd/es/button';
import { useState } from 'react';
import { errorMessage, spacing } from '@hearth/host';
import { Notice } from '@hearth/host/ui';
import { useEmailStatusQuery, useResendConfirmationMutation } from '../../auth/auth-api';

/**
 * Above the tabs: an address not confirmed yet (API tokens wait for it), with the link sent again
 * on request; and a new address waiting for its link.
 */
export function EmailStatusNotice() {
  const { data: status } = useEmailStatusQuery();
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [answer, setAnswer] = useState<string | null>(null);

  if (!status) return null;
  const sendAgain = async () => {
    try {
      setAnswer((await resend().unwrap()).message);
    } catch (error) {
      setAnswer(errorMessage(error, 'Failed to send the link. Please try again.'));
    }
  };

  return (
    <>
      {status.pendingEmail && (
        <Notice
          type="info"
          showIcon
          title={`Your e-mail address changes to ${status.pendingEmail} once you open the link we sent there.`}
        />
      )}
      {!status.confirmed && (
        <Notice
          type="warning"
          showIcon
          title="Your e-mail address is not confirmed yet: open the link we mailed you."
          description={
            // The button under the words, not beside them: beside, a 360 px phone keeps a column one word wide.
            <>
              <div>{answer ?? 'API tokens can be made once it is.'}</div>
              <Button size="small" onClick={sendAgain} loading={isLoading} style={{ marginTop: spacing(1) }}>
                Send the link again
              </Button>
            </>
          }
        />
      )}
    </>
  );
}
