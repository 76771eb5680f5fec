import { Fragment } from "react";

/** A formula block from the messages: one line per "\n", as the pages have always set them. */
export function Formula({ text }: { text: string }) {
  const lines = text.split("\n");
  return (
    <p className="calc-formula">
      {lines.map((line, index) => (
        <Fragment key={line}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </Fragment>
      ))}
    </p>
  );
}
