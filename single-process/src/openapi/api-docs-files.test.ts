import { apiDocsRoutes, loadRouteTable } from '@hearth/gateway';
import { renderApiDocs } from './api-docs-files';

describe('the API documentation behind nginx', () => {
  it('renders the document, its reference page and its script as the files nginx serves them from', async () => {
    const files = await renderApiDocs(loadRouteTable());
    expect(Object.keys(files).sort()).toEqual(apiDocsRoutes.map((route) => route.file).sort());
    expect(JSON.parse(files['openapi.json']!)).toMatchObject({ openapi: '3.1.0', paths: { '/api/shopping-lists/{id}/items': { post: {} } } });
    expect(files['api-docs.html']).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(files['api-docs-scalar.js']!.length).toBeGreaterThan(100_000);
  });
});
