import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { authOwnMessages } from '@hearth/contracts/auth';
import { errorMessage, signedOut, useHostDispatch, useSessionStatus } from '@hearth/host';
import { Notice } from '@hearth/host/ui';
import { PageSpinner } from '../../app/PageSpinner';
import { useConfirmEmailMutation } from '../../auth/auth-api';
import { AuthCard } from './AuthCard';

/**
 * /confirm-email/{token} (docs/product/auth.md "Confirming the e-mail address"): opens the mailed
 * link once, signed in or not. A new address ends every session, this device's included.
 */
export default function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const dispatch = useHostDispatch();
  const status = useSessionStatus();
  const navigate = useNavigate();
  const [confirmEmail] = useConfirmEmailMutation();
  // Kept here, not in the api slice: signing out (below) clears every cached answer.
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Once: the link is spent by the first call (React's development double effects included).
    if (asked.current) return;
    asked.current = true;
    confirmEmail({ token })
      .unwrap()
      .then(({ message }) => {
        setOutcome({ type: 'success', text: message });
        if (message === authOwnMessages.emailChangeConfirmed) dispatch(signedOut());
      })
      .catch((error: unknown) => setOutcome({ type: 'error', text: errorMessage(error, 'Failed to confirm your e-mail address. Please try again.') }));
  }, [confirmEmail, dispatch, token]);

  return (
    <AuthCard title="Confirm your e-mail address">
      {!outcome && <PageSpinner />}
      {outcome && (
        <>
          <Notice type={outcome.type} showIcon title={outcome.text} />
          <Flex justify="center" style={{ marginTop: 16 }}>
            {status === 'authenticated' ? (
              <Button type="primary" onClick={() => navigate('/profile')}>
                Go to your profile
              </Button>
            ) : (
              <Button type="primary" onClick={() => navigate('/login')}>
                Sign In
              </Button>
            )}
          </Flex>
        </>
      )}
    </AuthCard>
  );
}
