"use client";

import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";

/**
 * Gives the client components below it the messages they use, in the page's
 * language (`useTranslations`). The page passes only the namespaces they
 * need, so a page does not ship the whole site's words to the browser.
 */
export function ClientMessages({ locale, messages, children }: { locale: Locale; messages: Partial<Messages>; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Kolkata">
      {children}
    </NextIntlClientProvider>
  );
}
