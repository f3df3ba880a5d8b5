/**
 * A strict XML reader for tests: saxes checks well-formedness (XML 1.0 characters, entities,
 * nesting, namespaces) and throws on the first problem; the result is a small element tree.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  /** The local name (`entry`, `link`…). */
  name: string;
  /** The namespace URI ('' for none). */
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities resolved. */
  text: string;
}

/** The document's root element; throws when the text is not well-formed XML. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      children: [],
      text: '',
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The children of an element with this local name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The one child with this local name; throws when there is none. */
export function childNamed(element: XmlElement, name: string): XmlElement {
  const child = element.children.find((candidate) => candidate.name === name);
  if (!child) throw new Error(`<${element.name}> has no <${name}>`);
  return child;
}
