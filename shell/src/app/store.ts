import { createHostStore } from '@hearth/host';

export const store = createHostStore();
