"use client";

import { type MouseEvent, useEffect, useId, useRef, useState } from "react";

interface Props {
  /** The result's absolute address (its clean form). */
  url: string;
  title: string;
  /** The answer in one sentence, sent with the link. */
  text: string;
  /** The buttons' and messages' words, in the page's language. */
  words: ShareWords;
}

export interface ShareWords {
  share: string;
  copyLink: string;
  copied: string;
  copyByHand: string;
  linkLabel: string;
  print: string;
}

/**
 * Share, copy and print a result. "Share" opens the device's share sheet
 * where the browser has one (Web Share API); elsewhere, and without
 * JavaScript, it unfolds the fallbacks: copy the link, send it on WhatsApp,
 * or select the address by hand. Print appears once scripts run.
 */
export function ShareResult({ url, title, text, words }: Props) {
  const [scripted, setScripted] = useState(false);
  const [message, setMessage] = useState("");
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => setScripted(true), []);

  async function share(event: MouseEvent<HTMLElement>) {
    if (typeof navigator.share !== "function") return; // the <details> opens on its own
    event.preventDefault();
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Cancelling the share sheet is not a failure; anything else falls back to the options.
      if (!(error instanceof DOMException && error.name === "AbortError") && details.current) details.current.open = true;
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(words.copied);
    } catch {
      input.current?.select();
      setMessage(words.copyByHand);
    }
  }

  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
  return (
    <div className="calc-share" data-testid="calc-share">
      <div className="calc-share-row">
        <details ref={details} className="calc-share-menu">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is its details element's own button */}
          <summary className="button secondary" onClick={share}>
            {words.share}
          </summary>
          <div className="calc-share-options">
            {scripted ? (
              <button type="button" className="button secondary" onClick={copy}>
                {words.copyLink}
              </button>
            ) : null}
            <a className="button secondary" href={whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
            <label htmlFor={`${id}-url`} className="calc-share-label">
              {words.linkLabel}
            </label>
            <input id={`${id}-url`} ref={input} type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </div>
        </details>
        {scripted ? (
          <button type="button" className="button secondary" onClick={() => window.print()}>
            {words.print}
          </button>
        ) : null}
      </div>
      <p className="calc-share-message" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
