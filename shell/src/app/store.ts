import { createHostStore } from '@hearth/host';
import { forgetSessionWhenSignedOut } from '../service-worker/forget-session';

export const store = createHostStore();
forgetSessionWhenSignedOut(store);
