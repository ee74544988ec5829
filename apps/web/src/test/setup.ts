import '@testing-library/jest-dom/vitest';
// IndexedDB as the outbox uses it, in memory.
import 'fake-indexeddb/auto';
import { transferableAbortController } from 'node:util';
import {
  cleanup,
  configure,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import type * as RTL from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type JSXElementConstructor, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// `findBy` and `waitFor` stop as soon as what they wait for shows; the ceiling only matters on a
// busy machine, where a screen may take seconds to settle (the suite must not need an idle one).
configure({ asyncUtilTimeout: 10_000 });

// One realm, as in a browser, where the two meet: Request and fetch. Vitest's jsdom environment
// makes AbortController and AbortSignal jsdom's, but leaves Request and fetch Node's own (jsdom has
// none), and Node 24's Request refuses a signal from another realm ("RequestInit: Expected signal
// to be an instance of AbortSignal"; vitest-dev/vitest#8374): every React Router navigation, which
// makes a Request with its controller's signal, threw. A jsdom signal handed to Request or fetch is
// followed by a Node one, aborted when it is and with its reason. Node's classes come from
// node:util (the globals are jsdom's by now); jsdom's stay everywhere else, so addEventListener's
// `signal` option and DOMException keep working as they do in jsdom.
const NodeAbortController = transferableAbortController().constructor as typeof AbortController;
const NodeAbortSignal = new NodeAbortController().signal.constructor as typeof AbortSignal;
// A plain boolean: as a type, jsdom's AbortSignal and Node's are one.
const isNodes = (signal: AbortSignal): boolean => signal instanceof NodeAbortSignal;

function nodeSignal(signal: AbortSignal): AbortSignal {
  if (isNodes(signal)) return signal;
  const controller = new NodeAbortController();
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

function nodeInit<T extends RequestInit | undefined>(init: T): T {
  return init?.signal ? { ...init, signal: nodeSignal(init.signal) } : init;
}

const NodeRequest = globalThis.Request;
const nodeFetch = globalThis.fetch;
globalThis.Request = class Request extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, nodeInit(init));
  }
};
globalThis.fetch = (input, init) => nodeFetch(input, nodeInit(init));

// Every screen reads its text through Lingui; tests render in English (the source text itself,
// which the macros keep outside production) inside the one provider the app has.
i18n.loadAndActivate({ locale: 'en', messages: {} });
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof RTL>();
  const withI18n =
    (Inner?: JSXElementConstructor<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) =>
      createElement(
        I18nProvider,
        { i18n },
        Inner ? createElement(Inner, null, children) : children,
      );
  // The library's overloads (custom queries and containers) are passed through as they are.
  const render = ((ui: ReactNode, options?: RenderOptions) =>
    rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render;
  const renderHook = (<Result, Props>(
    hook: (props: Props) => Result,
    options?: RenderHookOptions<Props>,
  ) =>
    rtl.renderHook(hook, {
      ...options,
      wrapper: withI18n(options?.wrapper),
    })) as typeof rtl.renderHook;
  return { ...rtl, render, renderHook };
});
