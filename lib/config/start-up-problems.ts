import { ConfigError, deploymentProblems, parseConfig } from "./env";
import { isLoopbackUrl } from "./loopback";

/**
 * Why a production server or worker must not start, each naming the variable
 * to fix: an invalid value, what a deployed environment cannot do without,
 * and (for the web server) a site address other than the one its pages were
 * built with. Empty when it may start. `builtSiteUrl` is the site address
 * recorded by `npm run build`; pages, sitemaps and discovery documents
 * rendered then carry it in their absolute links (canonical, og:url).
 */
export function startUpProblems(env: Record<string, string | undefined>, builtSiteUrl?: string): string[] {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [error.message];
    throw error;
  }
  const problems = deploymentProblems(config).fatal.map((item) => `Refusing to start the ${config.deployment} deployment: ${item}`);
  if (builtSiteUrl !== undefined && builtSiteUrl !== config.siteUrl && !(isLoopbackUrl(builtSiteUrl) && isLoopbackUrl(config.siteUrl))) {
    const variable = config.isStaging ? "STAGING_URL" : "BASE_URL";
    problems.push(
      `${variable} is ${config.siteUrl}, but this build's pages were rendered for ${builtSiteUrl} (their canonical and og:url links, sitemaps and discovery documents): run \`npm run build\` with ${variable}=${config.siteUrl}, or start with ${variable}=${builtSiteUrl}`,
    );
  }
  return problems;
}

/** What `npm run build` records of the site address, for `startUpProblems` at start. */
export function builtSiteUrlOf(env: Record<string, string | undefined>): string {
  return parseConfig(env).siteUrl;
}
