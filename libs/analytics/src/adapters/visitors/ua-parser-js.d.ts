// ua-parser-js 1.x ships no types (2.x does, under the AGPL): the part of its API these adapters call.
declare module 'ua-parser-js' {
  interface UAParserResultPart {
    name?: string;
    version?: string;
  }
  interface UAParserDevice {
    /** console, mobile, tablet, smarttv, wearable, embedded; undefined for a desktop (or one it cannot tell). */
    type?: string;
    vendor?: string;
    model?: string;
  }
  class UAParser {
    constructor(userAgent?: string);
    getBrowser(): UAParserResultPart;
    getOS(): UAParserResultPart;
    getDevice(): UAParserDevice;
  }
  export default UAParser;
}
