import type { ReactNode, Ref } from "react";
import { ViewHeading } from "./ViewHeading";

interface CardProps {
  titleId: string;
  title: ReactNode;
  part?: string;
  className?: string;
  titleClassName?: string;
  headingLevel?: 2 | 3;
  /** A heading something leads to (a door, ui/doors.tsx): it can take the focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled box of the page; its heading names the region for screen readers. */
export function Card({
  titleId,
  title,
  part,
  className = "dn-card",
  titleClassName = "dn-card__title",
  headingLevel = 2,
  headingRef,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className} part={part} aria-labelledby={titleId}>
      <Heading id={titleId} className={titleClassName} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A view's first box: its h1 (focus lands there when the view changes) and what matters most. */
export function HeroCard({
  heading,
  documentTitle,
  part,
  success = false,
  children,
}: {
  heading: ReactNode;
  /** The page's title when the widget is the page, where the heading holds more than a title should. */
  documentTitle?: string;
  part?: string;
  success?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`dn-card dn-card--hero${success ? " dn-card--success" : ""}`} part={part}>
      <ViewHeading documentTitle={documentTitle}>{heading}</ViewHeading>
      {children}
    </section>
  );
}
