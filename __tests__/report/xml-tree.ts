/**
 * A strict reader of the XML subset our renderers write (declaration, elements, attributes, character data,
 * character and predefined entity references), for tests: no XML parser is installed, and this one refuses
 * what a conforming parser refuses for that subset — unbalanced or mismatched tags, repeated attributes,
 * raw `<` or stray `&`, unknown entities, `]]>` in text, and characters XML 1.0 §2.2 does not allow.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own character data, decoded. */
  text: string;
}

const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;
const NAME = /^[A-Za-z_:][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  return raw.replace(/&([^;]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) throw new Error(`stray & in ${where}`);
    if (body in ENTITIES) return ENTITIES[body]!;
    const code = /^#x[0-9A-Fa-f]+$/.test(body) ? parseInt(body.slice(2), 16) : /^#\d+$/.test(body) ? parseInt(body.slice(1), 10) : NaN;
    if (Number.isNaN(code)) throw new Error(`unknown entity &${body}; in ${where}`);
    const char = String.fromCodePoint(code);
    if (!XML_CHAR.test(char)) throw new Error(`reference to a character XML forbids (${code}) in ${where}`);
    return char;
  });
}

export function parseXml(xml: string): XmlElement {
  if (!XML_CHAR.test(xml)) throw new Error("document contains a character XML 1.0 forbids");
  let i = 0;
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/.exec(xml);
  if (decl) i = decl[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  while (i < xml.length) {
    if (xml[i] !== "<") {
      const end = xml.indexOf("<", i) === -1 ? xml.length : xml.indexOf("<", i);
      const raw = xml.slice(i, end);
      if (raw.includes("]]>")) throw new Error("]]> in character data");
      if (stack.length === 0) {
        if (raw.trim() !== "") throw new Error(`text outside the root element: ${JSON.stringify(raw)}`);
      } else {
        stack[stack.length - 1]!.text += decode(raw, "text");
      }
      i = end;
      continue;
    }
    if (xml.startsWith("</", i)) {
      const m = /^<\/([A-Za-z_:][\w.:-]*)\s*>/.exec(xml.slice(i));
      const open = stack.pop();
      if (!m || !open || open.name !== m[1]) throw new Error(`mismatched closing tag at ${i}`);
      i += m[0].length;
      continue;
    }
    const nameMatch = NAME.exec(xml.slice(i + 1));
    if (!nameMatch) throw new Error(`bad tag at ${i}`);
    if (root && stack.length === 0) throw new Error("a second root element");
    const element: XmlElement = { name: nameMatch[0], attributes: {}, children: [], text: "" };
    i += 1 + nameMatch[0].length;
    for (;;) {
      const ws = /^\s*/.exec(xml.slice(i))![0];
      i += ws.length;
      if (xml.startsWith("/>", i) || xml[i] === ">") break;
      if (ws === "") throw new Error(`attributes must be separated by white space at ${i}`);
      const attr = /^([A-Za-z_:][\w.:-]*)="([^"<]*)"/.exec(xml.slice(i));
      if (!attr) throw new Error(`bad attribute at ${i}: ${xml.slice(i, i + 40)}`);
      if (attr[1]! in element.attributes) throw new Error(`repeated attribute ${attr[1]}`);
      // XML 1.0 §3.3.3: literal white space in an attribute value reads as a space.
      element.attributes[attr[1]!] = decode(attr[2]!.replace(/[\t\n\r]/g, " "), `attribute ${attr[1]}`);
      i += attr[0].length;
    }
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else root = element;
    if (xml.startsWith("/>", i)) {
      i += 2;
    } else {
      i += 1;
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`unclosed element <${stack[stack.length - 1]!.name}>`);
  if (!root) throw new Error("no root element");
  return root;
}
