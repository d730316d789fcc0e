// Command-line options of the bench scripts: `--name value` and `--flag`.

/** The value after `--name`, or `fallback`. */
export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

export const flag = (name) => process.argv.includes(`--${name}`);
