import path from 'node:path';
import { API_DOCS_SCRIPT_PATH, OPENAPI_PATH } from '@hearth/gateway';

/**
 * The interactive reference's script: @scalar/api-reference's standalone build, served from the
 * installed package (never a CDN). Only /api/docs loads it; the app's own pages never do.
 */
export function apiDocsScriptFile(): string {
  return path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');
}

/**
 * Scalar reads its settings from the tag's data attributes, so the page needs no inline script
 * and keeps the app's Content-Security-Policy. Its default web fonts would come from Scalar's
 * servers: the system's fonts are used instead, and nothing is fetched from anywhere but Hearth.
 * Every tag starts open, so each domain's routes are listed without a click.
 */
const configuration = {
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  hideClientButton: true,
  defaultOpenAllTags: true,
  telemetry: false,
  // Scalar's hosted extras (an AI agent, MCP generation, its cloud toolbar) would send the
  // document elsewhere; a household's API stays on its own box.
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  theme: 'default',
  metaData: { title: 'Hearth API' },
};

export const apiDocsPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Hearth API</title>
  <meta name="description" content="Hearth's API for programs: getting started, API tokens and every route.">
</head>
<body>
  <noscript>The API reference needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
  <script id="api-reference" type="application/json" data-url="${OPENAPI_PATH}" data-configuration='${JSON.stringify(configuration)}'></script>
  <script src="${API_DOCS_SCRIPT_PATH}"></script>
</body>
</html>
`;
