// @types/jsdom is not installed; these are the few parts of jsdom's API the tracker's test uses.
// Delete this file when @types/jsdom joins the devDependencies.
declare module 'jsdom' {
  export type DOMWindow = Window & typeof globalThis;

  export class VirtualConsole {
    on(event: 'jsdomError', listener: (error: Error) => void): this;
  }

  export class ResourceLoader {
    fetch(url: string, options: object): Promise<Buffer> | null;
  }

  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable' | ResourceLoader;
    pretendToBeVisual?: boolean;
    virtualConsole?: VirtualConsole;
    beforeParse?(window: DOMWindow): void;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: DOMWindow;
  }
}
