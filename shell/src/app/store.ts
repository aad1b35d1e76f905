import { createHostStore } from '@hearth/host';
import { forgetAnswersWhenSignedOut } from '../service-worker/forget-answers';

export const store = createHostStore();
forgetAnswersWhenSignedOut(store);
