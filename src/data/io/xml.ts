// Writing the export's XML (KML, GPX) through the platform's own DOM and
// XMLSerializer: every name, note and address goes in as a text node or an
// attribute value, which the serialiser escapes; no markup is ever built from
// user text.
import type { XmlElement } from '#/domain/places-io/export';

/** Prefixes of the namespaces used inside another's elements (KML's atom:link). */
const PREFIXES: Readonly<Record<string, string>> = { 'http://www.w3.org/2005/Atom': 'atom' };

function build(doc: XMLDocument, node: XmlElement, parentNs: string | null): Element {
  const ns = node.ns ?? parentNs;
  const prefix = node.ns && parentNs && node.ns !== parentNs ? PREFIXES[node.ns] : undefined;
  const element = doc.createElementNS(ns, prefix ? `${prefix}:${node.name}` : node.name);
  for (const [name, value] of Object.entries(node.attrs ?? {})) element.setAttribute(name, value);
  for (const child of node.children ?? []) {
    element.appendChild(typeof child === 'string' ? doc.createTextNode(child) : build(doc, child, ns));
  }
  return element;
}

/** The document as text, with its XML declaration. */
export function serializeXml(root: XmlElement): string {
  const doc = document.implementation.createDocument(root.ns ?? null, null, null);
  doc.appendChild(build(doc, root, null));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`;
}
