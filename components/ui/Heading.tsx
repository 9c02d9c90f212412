import { Children, cloneElement, createElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { splitHyphenated } from '../../lib/format/hyphenatedWords.ts';

interface HeadingProps extends ComponentProps<'h1'> {
  level: 1 | 2 | 3 | 4 | 5 | 6;
}

/** A heading whose hyphenated words stay whole on one line ("real-time" never breaks at its hyphen). */
export function Heading({ level, children, ...props }: HeadingProps) {
  return createElement(`h${level}`, props, keepHyphenatedWords(children));
}

/** Wraps each hyphenated word of the text, in the heading and in its plain elements, in `span.nowrap`. */
function keepHyphenatedWords(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (typeof child === 'string') {
      return splitHyphenated(child).map((part, i) =>
        part.hyphenated ? (
          <span key={i} className="nowrap">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      );
    }
    if (isValidElement<{ children?: ReactNode }>(child) && typeof child.type === 'string' && child.props.children !== undefined) {
      return cloneElement(child, undefined, keepHyphenatedWords(child.props.children));
    }
    return child;
  });
}
