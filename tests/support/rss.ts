// Reading an RSS 2.0 feed the way a feed validator does: with a real XML parser, then the rules
// readers depend on (required channel and item elements, absolute links, RFC 822 dates, the
// atom:link to itself). The checks throw with what is wrong; the parsed feed is returned.
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type FeedItem = {
  title: string;
  link: string;
  guid: { text: string; isPermaLink?: string };
  pubDate: string;
  enclosure?: { url: string; length: string; type: string };
};
export type Feed = {
  version: string;
  title: string;
  link: string;
  description: string;
  self: { href: string; rel: string; type: string };
  items: FeedItem[];
};

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// RFC 822 §5 (with the four-digit year of RFC 1123, which every reader expects).
const RFC822 =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))? (UT|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|[+-]\d{4})$/;
const ZONES: Record<string, number> = {
  UT: 0,
  GMT: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

/** The instant an RFC 822 date names; throws when the text is not one (or its weekday is wrong). */
export function parseRfc822(text: string): Date {
  const m = RFC822.exec(text);
  if (!m) throw new Error(`Not an RFC 822 date: ${text}`);
  const [, day, d, mon, y, h, mi, s = "00", zone] = m;
  const offset = /^[+-]\d{4}$/.test(zone)
    ? (zone[0] === "-" ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3)))
    : ZONES[zone];
  const month = MONTHS.indexOf(mon);
  const wall = Date.UTC(Number(y), month, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(Date.UTC(Number(y), month, Number(d)));
  if (check.getUTCDate() !== Number(d)) throw new Error(`No such day: ${text}`);
  if (day && DAYS[check.getUTCDay()] !== day) throw new Error(`Wrong weekday: ${text}`);
  return new Date(wall - offset * 60_000);
}

const absolute = (url: string) => {
  const parsed = new URL(url); // throws on a relative address
  if (!["http:", "https:"].includes(parsed.protocol)) throw new Error(`Not a web address: ${url}`);
  return url;
};

const required = (value: unknown, what: string): string => {
  if (typeof value !== "string" || !value.trim()) throw new Error(`Missing ${what}`);
  return value;
};

/** Parses and checks an RSS 2.0 document. */
export function readRss(xml: string): Feed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${JSON.stringify(valid.err)}`);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    textNodeName: "text",
    parseTagValue: false,
    isArray: (name) => name === "item",
  }).parse(xml);
  const rss = doc.rss;
  if (rss?.version !== "2.0") throw new Error('The root is not <rss version="2.0">');
  const channel = rss.channel;
  if (!channel) throw new Error("Missing <channel>");
  const self = channel["atom:link"];
  if (rss["xmlns:atom"] !== "http://www.w3.org/2005/Atom") throw new Error("No Atom namespace");
  if (self?.rel !== "self") throw new Error('Missing <atom:link rel="self">');
  absolute(required(self.href, "atom:link href"));
  const items: FeedItem[] = (channel.item ?? []).map((item: Record<string, unknown>) => {
    const guid =
      typeof item.guid === "string" ? { text: item.guid } : (item.guid as FeedItem["guid"]);
    if (!guid?.text) throw new Error("An item without a guid");
    if (guid.isPermaLink !== "false") absolute(guid.text);
    const pubDate = required(item.pubDate, "item pubDate");
    parseRfc822(pubDate);
    const enclosure = item.enclosure as FeedItem["enclosure"];
    if (enclosure) {
      absolute(required(enclosure.url, "enclosure url"));
      if (!/^\d+$/.test(enclosure.length)) throw new Error("An enclosure without its length");
      required(enclosure.type, "enclosure type");
    }
    return {
      title: required(item.title, "item title"),
      link: absolute(required(item.link, "item link")),
      guid,
      pubDate,
      ...(enclosure ? { enclosure } : {}),
    };
  });
  return {
    version: rss.version,
    title: required(channel.title, "channel title"),
    link: absolute(required(channel.link, "channel link")),
    description: required(channel.description, "channel description"),
    self,
    items,
  };
}
