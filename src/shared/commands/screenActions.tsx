import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/** A screen action the command menu offers while its screen is open (docs/product.md, "Command menu"). */
export interface ScreenAction {
  /** Stable id, e.g. 'refresh', 'export', 'add-pricing'. */
  id: string;
  /** What the menu says, e.g. "Refresh". */
  label: string;
  /** Why it cannot run now, e.g. "Nothing waits for review"; the entry is then shown disabled. */
  unavailable?: string;
  run: () => void;
}

type Entry = Omit<ScreenAction, 'run'> & { run: { current: () => void } };

/** The actions of the screens mounted now, in registration order. */
class ActionRegistry {
  private entries = new Map<symbol, Entry>();
  private snapshot: readonly ScreenAction[] = [];
  private listeners = new Set<() => void>();

  set(token: symbol, entry: Entry | null): void {
    if (entry) this.entries.set(token, entry);
    else this.entries.delete(token);
    // The newest registration of an id wins (a screen replacing another during a transition).
    const byId = new Map<string, ScreenAction>();
    for (const e of this.entries.values()) byId.set(e.id, { id: e.id, label: e.label, unavailable: e.unavailable, run: () => e.run.current() });
    this.snapshot = [...byId.values()];
    for (const l of this.listeners) l();
  }

  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  get = () => this.snapshot;
}

const Context = createContext<ActionRegistry | null>(null);
const NONE: readonly ScreenAction[] = [];

/** Holds the actions screens register; the console shell puts it around the routed screen and the menu. */
export function ScreenActionsProvider({ children }: { children: ReactNode }) {
  const registry = useRef<ActionRegistry | null>(null);
  registry.current ??= new ActionRegistry();
  return <Context.Provider value={registry.current}>{children}</Context.Provider>;
}

/**
 * Offers `action` in the command menu while the calling component is mounted (null offers nothing).
 * `run` is read when chosen, so it may change every render. Outside a provider it does nothing.
 */
export function useScreenAction(action: ScreenAction | null): void {
  const registry = useContext(Context);
  const run = useRef<() => void>(() => {});
  useEffect(() => {
    if (action) run.current = action.run;
  });
  const id = action?.id;
  const label = action?.label;
  const unavailable = action?.unavailable;
  useEffect(() => {
    if (!registry || id === undefined || label === undefined) return;
    const token = Symbol(id);
    registry.set(token, { id, label, unavailable, run });
    return () => registry.set(token, null);
  }, [registry, id, label, unavailable]);
}

/** The actions of the screens open now (for the command menu). */
export function useScreenActions(): readonly ScreenAction[] {
  const registry = useContext(Context);
  return useSyncExternalStore(registry?.subscribe ?? noSubscribe, registry?.get ?? none, registry?.get ?? none);
}

const noSubscribe = () => () => {};
const none = () => NONE;
