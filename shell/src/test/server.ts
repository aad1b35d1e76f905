export { server } from '@hearth/frontend-build/test/msw-server';
