import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  replace?: boolean;
  /** History state for the screen linked to (the router's Link keeps it; a plain link cannot). */
  state?: unknown;
  children?: ReactNode;
}

function Anchor({ to, replace: _replace, state: _state, ...rest }: AppLinkProps) {
  return <a href={to} {...rest} />;
}

// The router is provided, not imported: the landing page paints before the router's code has
// loaded, and its links still work as plain links meanwhile.
const LinkContext = createContext<ComponentType<AppLinkProps>>(Anchor);

export const LinkProvider = LinkContext.Provider;

/** An in-app link: the router's Link inside the app, a plain or custom link before it loads. */
export function AppLink(props: AppLinkProps) {
  const Link = useContext(LinkContext);
  return <Link {...props} />;
}
