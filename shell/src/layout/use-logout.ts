import { useNavigate } from 'react-router-dom';
import { signedOut, useHostDispatch } from '@hearth/host';

/**
 * docs/product/auth.md "The session": logout removes the token and clears the user (the host store also drops every
 * cached response); Hearth then shows its home page. The move to `/` happens first: signing out
 * on a sign-in-needed page would otherwise let its guard send the user to /login.
 */
export function useLogout() {
  const dispatch = useHostDispatch();
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { flushSync: true });
    dispatch(signedOut());
  };
}
