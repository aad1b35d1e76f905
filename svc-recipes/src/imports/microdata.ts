import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

/**
 * The schema.org items of a page's microdata (`itemscope`, `itemtype`, `itemprop`), each as the
 * property bag JSON-LD would give (`{ '@type': 'Recipe', name: [...], recipeIngredient: [...] }`),
 * so one reader serves both. Pages without JSON-LD (older sites, some plugins) still say this much.
 */
export function microdataItems(html: string): Record<string, unknown>[] {
  const document = parseDocument(html, { decodeEntities: true });
  const items: Record<string, unknown>[] = [];
  const visit = (nodes: ChildNode[], insideItem: boolean) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const isItem = node.attribs.itemscope !== undefined;
      if (isItem && !(insideItem && node.attribs.itemprop !== undefined)) items.push(readItem(node));
      visit(node.children, insideItem || isItem);
    }
  };
  visit(document.children, false);
  return items;
}

const isElement = (node: ChildNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style';

function readItem(scope: Element): Record<string, unknown> {
  const item: Record<string, unknown[]> = {};
  const types = (scope.attribs.itemtype ?? '').split(/\s+/).filter(Boolean);
  const collect = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      const names = (node.attribs.itemprop ?? '').split(/\s+/).filter(Boolean);
      if (names.length > 0) {
        const value = node.attribs.itemscope !== undefined ? readItem(node) : propertyValue(node);
        for (const name of names) (item[name] ??= []).push(value);
      }
      // A nested item's properties are its own, not this one's.
      if (node.attribs.itemscope === undefined) collect(node.children);
    }
  };
  collect(scope.children);
  return { '@type': types.length > 0 ? types : undefined, ...item };
}

function propertyValue(element: Element): string {
  const { attribs } = element;
  switch (element.name) {
    case 'meta':
      return attribs.content ?? '';
    case 'a':
    case 'link':
    case 'area':
      return attribs.href ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'embed':
    case 'iframe':
      return attribs.src ?? '';
    case 'time':
      return attribs.datetime ?? textOf(element);
    case 'data':
    case 'meter':
      return attribs.value ?? textOf(element);
    default:
      return attribs.content ?? textOf(element);
  }
}

const blockTags = new Set(['p', 'div', 'li', 'br', 'ol', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'tr']);

/** The element's text, with a line break where a block ends, so steps written as paragraphs stay apart. */
function textOf(element: Element): string {
  let text = '';
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') text += node.data;
      else if (isElement(node) && node.type === 'tag') {
        walk(node.children);
        if (blockTags.has(node.name)) text += '\n';
      }
    }
  };
  walk(element.children);
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
