#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 546:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const cp = __nccwpck_require__(5317);
const parse = __nccwpck_require__(7877);
const enoent = __nccwpck_require__(6469);

function spawn(command, args, options) {
    // Parse the arguments
    const parsed = parse(command, args, options);

    // Spawn the child process
    const spawned = cp.spawn(parsed.command, parsed.args, parsed.options);

    // Hook into child process "exit" event to emit an error if the command
    // does not exists, see: https://github.com/IndigoUnited/node-cross-spawn/issues/16
    enoent.hookChildProcess(spawned, parsed);

    return spawned;
}

function spawnSync(command, args, options) {
    // Parse the arguments
    const parsed = parse(command, args, options);

    // Spawn the child process
    const result = cp.spawnSync(parsed.command, parsed.args, parsed.options);

    // Analyze if the command does not exist, see: https://github.com/IndigoUnited/node-cross-spawn/issues/16
    result.error = result.error || enoent.verifyENOENTSync(result.status, parsed);

    return result;
}

module.exports = spawn;
module.exports.spawn = spawn;
module.exports.sync = spawnSync;

module.exports._parse = parse;
module.exports._enoent = enoent;


/***/ }),

/***/ 6469:
/***/ ((module) => {



const isWin = process.platform === 'win32';

function notFoundError(original, syscall) {
    return Object.assign(new Error(`${syscall} ${original.command} ENOENT`), {
        code: 'ENOENT',
        errno: 'ENOENT',
        syscall: `${syscall} ${original.command}`,
        path: original.command,
        spawnargs: original.args,
    });
}

function hookChildProcess(cp, parsed) {
    if (!isWin) {
        return;
    }

    const originalEmit = cp.emit;

    cp.emit = function (name, arg1) {
        // If emitting "exit" event and exit code is 1, we need to check if
        // the command exists and emit an "error" instead
        // See https://github.com/IndigoUnited/node-cross-spawn/issues/16
        if (name === 'exit') {
            const err = verifyENOENT(arg1, parsed);

            if (err) {
                return originalEmit.call(cp, 'error', err);
            }
        }

        return originalEmit.apply(cp, arguments); // eslint-disable-line prefer-rest-params
    };
}

function verifyENOENT(status, parsed) {
    if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, 'spawn');
    }

    return null;
}

function verifyENOENTSync(status, parsed) {
    if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, 'spawnSync');
    }

    return null;
}

module.exports = {
    hookChildProcess,
    verifyENOENT,
    verifyENOENTSync,
    notFoundError,
};


/***/ }),

/***/ 7877:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const path = __nccwpck_require__(6928);
const resolveCommand = __nccwpck_require__(4866);
const escape = __nccwpck_require__(2164);
const readShebang = __nccwpck_require__(599);

const isWin = process.platform === 'win32';
const isExecutableRegExp = /\.(?:com|exe)$/i;
const isCmdShimRegExp = /node_modules[\\/].bin[\\/][^\\/]+\.cmd$/i;

function detectShebang(parsed) {
    parsed.file = resolveCommand(parsed);

    const shebang = parsed.file && readShebang(parsed.file);

    if (shebang) {
        parsed.args.unshift(parsed.file);
        parsed.command = shebang;

        return resolveCommand(parsed);
    }

    return parsed.file;
}

function parseNonShell(parsed) {
    if (!isWin) {
        return parsed;
    }

    // Detect & add support for shebangs
    const commandFile = detectShebang(parsed);

    // We don't need a shell if the command filename is an executable
    const needsShell = !isExecutableRegExp.test(commandFile);

    // If a shell is required, use cmd.exe and take care of escaping everything correctly
    // Note that `forceShell` is an hidden option used only in tests
    if (parsed.options.forceShell || needsShell) {
        // Need to double escape meta chars if the command is a cmd-shim located in `node_modules/.bin/`
        // The cmd-shim simply calls execute the package bin file with NodeJS, proxying any argument
        // Because the escape of metachars with ^ gets interpreted when the cmd.exe is first called,
        // we need to double escape them
        const needsDoubleEscapeMetaChars = isCmdShimRegExp.test(commandFile);

        // Normalize posix paths into OS compatible paths (e.g.: foo/bar -> foo\bar)
        // This is necessary otherwise it will always fail with ENOENT in those cases
        parsed.command = path.normalize(parsed.command);

        // Escape command & arguments
        parsed.command = escape.command(parsed.command);
        parsed.args = parsed.args.map((arg) => escape.argument(arg, needsDoubleEscapeMetaChars));

        const shellCommand = [parsed.command].concat(parsed.args).join(' ');

        parsed.args = ['/d', '/s', '/c', `"${shellCommand}"`];
        parsed.command = process.env.comspec || 'cmd.exe';
        parsed.options.windowsVerbatimArguments = true; // Tell node's spawn that the arguments are already escaped
    }

    return parsed;
}

function parse(command, args, options) {
    // Normalize arguments, similar to nodejs
    if (args && !Array.isArray(args)) {
        options = args;
        args = null;
    }

    args = args ? args.slice(0) : []; // Clone array to avoid changing the original
    options = Object.assign({}, options); // Clone object to avoid changing the original

    // Build our parsed object
    const parsed = {
        command,
        args,
        options,
        file: undefined,
        original: {
            command,
            args,
        },
    };

    // Delegate further parsing to shell or non-shell
    return options.shell ? parsed : parseNonShell(parsed);
}

module.exports = parse;


/***/ }),

/***/ 2164:
/***/ ((module) => {



// See http://www.robvanderwoude.com/escapechars.php
const metaCharsRegExp = /([()\][%!^"`<>&|;, *?])/g;

function escapeCommand(arg) {
    // Escape meta chars
    arg = arg.replace(metaCharsRegExp, '^$1');

    return arg;
}

function escapeArgument(arg, doubleEscapeMetaChars) {
    // Convert to string
    arg = `${arg}`;

    // Algorithm below is based on https://qntm.org/cmd
    // It's slightly altered to disable JS backtracking to avoid hanging on specially crafted input
    // Please see https://github.com/moxystudio/node-cross-spawn/pull/160 for more information

    // Sequence of backslashes followed by a double quote:
    // double up all the backslashes and escape the double quote
    arg = arg.replace(/(?=(\\+?)?)\1"/g, '$1$1\\"');

    // Sequence of backslashes followed by the end of the string
    // (which will become a double quote later):
    // double up all the backslashes
    arg = arg.replace(/(?=(\\+?)?)\1$/, '$1$1');

    // All other backslashes occur literally

    // Quote the whole thing:
    arg = `"${arg}"`;

    // Escape meta chars
    arg = arg.replace(metaCharsRegExp, '^$1');

    // Double escape meta chars if necessary
    if (doubleEscapeMetaChars) {
        arg = arg.replace(metaCharsRegExp, '^$1');
    }

    return arg;
}

module.exports.command = escapeCommand;
module.exports.argument = escapeArgument;


/***/ }),

/***/ 599:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const fs = __nccwpck_require__(9896);
const shebangCommand = __nccwpck_require__(9152);

function readShebang(command) {
    // Read the first 150 bytes from the file
    const size = 150;
    const buffer = Buffer.alloc(size);

    let fd;

    try {
        fd = fs.openSync(command, 'r');
        fs.readSync(fd, buffer, 0, size, 0);
        fs.closeSync(fd);
    } catch (e) { /* Empty */ }

    // Attempt to extract shebang (null is returned if not a shebang)
    return shebangCommand(buffer.toString());
}

module.exports = readShebang;


/***/ }),

/***/ 4866:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const path = __nccwpck_require__(6928);
const which = __nccwpck_require__(6848);
const getPathKey = __nccwpck_require__(6689);

function resolveCommandAttempt(parsed, withoutPathExt) {
    const env = parsed.options.env || process.env;
    const cwd = process.cwd();
    const hasCustomCwd = parsed.options.cwd != null;
    // Worker threads do not have process.chdir()
    const shouldSwitchCwd = hasCustomCwd && process.chdir !== undefined && !process.chdir.disabled;

    // If a custom `cwd` was specified, we need to change the process cwd
    // because `which` will do stat calls but does not support a custom cwd
    if (shouldSwitchCwd) {
        try {
            process.chdir(parsed.options.cwd);
        } catch (err) {
            /* Empty */
        }
    }

    let resolved;

    try {
        resolved = which.sync(parsed.command, {
            path: env[getPathKey({ env })],
            pathExt: withoutPathExt ? path.delimiter : undefined,
        });
    } catch (e) {
        /* Empty */
    } finally {
        if (shouldSwitchCwd) {
            process.chdir(cwd);
        }
    }

    // If we successfully resolved, ensure that an absolute path is returned
    // Note that when a custom `cwd` was used, we need to resolve to an absolute path based on it
    if (resolved) {
        resolved = path.resolve(hasCustomCwd ? parsed.options.cwd : '', resolved);
    }

    return resolved;
}

function resolveCommand(parsed) {
    return resolveCommandAttempt(parsed) || resolveCommandAttempt(parsed, true);
}

module.exports = resolveCommand;


/***/ }),

/***/ 2940:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

var fs = __nccwpck_require__(9896)
var core
if (process.platform === 'win32' || global.TESTING_WINDOWS) {
  core = __nccwpck_require__(9225)
} else {
  core = __nccwpck_require__(1025)
}

module.exports = isexe
isexe.sync = sync

function isexe (path, options, cb) {
  if (typeof options === 'function') {
    cb = options
    options = {}
  }

  if (!cb) {
    if (typeof Promise !== 'function') {
      throw new TypeError('callback not provided')
    }

    return new Promise(function (resolve, reject) {
      isexe(path, options || {}, function (er, is) {
        if (er) {
          reject(er)
        } else {
          resolve(is)
        }
      })
    })
  }

  core(path, options || {}, function (er, is) {
    // ignore EACCES because that just means we aren't allowed to run it
    if (er) {
      if (er.code === 'EACCES' || options && options.ignoreErrors) {
        er = null
        is = false
      }
    }
    cb(er, is)
  })
}

function sync (path, options) {
  // my kingdom for a filtered catch
  try {
    return core.sync(path, options || {})
  } catch (er) {
    if (options && options.ignoreErrors || er.code === 'EACCES') {
      return false
    } else {
      throw er
    }
  }
}


/***/ }),

/***/ 1025:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = isexe
isexe.sync = sync

var fs = __nccwpck_require__(9896)

function isexe (path, options, cb) {
  fs.stat(path, function (er, stat) {
    cb(er, er ? false : checkStat(stat, options))
  })
}

function sync (path, options) {
  return checkStat(fs.statSync(path), options)
}

function checkStat (stat, options) {
  return stat.isFile() && checkMode(stat, options)
}

function checkMode (stat, options) {
  var mod = stat.mode
  var uid = stat.uid
  var gid = stat.gid

  var myUid = options.uid !== undefined ?
    options.uid : process.getuid && process.getuid()
  var myGid = options.gid !== undefined ?
    options.gid : process.getgid && process.getgid()

  var u = parseInt('100', 8)
  var g = parseInt('010', 8)
  var o = parseInt('001', 8)
  var ug = u | g

  var ret = (mod & o) ||
    (mod & g) && gid === myGid ||
    (mod & u) && uid === myUid ||
    (mod & ug) && myUid === 0

  return ret
}


/***/ }),

/***/ 9225:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

module.exports = isexe
isexe.sync = sync

var fs = __nccwpck_require__(9896)

function checkPathExt (path, options) {
  var pathext = options.pathExt !== undefined ?
    options.pathExt : process.env.PATHEXT

  if (!pathext) {
    return true
  }

  pathext = pathext.split(';')
  if (pathext.indexOf('') !== -1) {
    return true
  }
  for (var i = 0; i < pathext.length; i++) {
    var p = pathext[i].toLowerCase()
    if (p && path.substr(-p.length).toLowerCase() === p) {
      return true
    }
  }
  return false
}

function checkStat (stat, path, options) {
  if (!stat.isSymbolicLink() && !stat.isFile()) {
    return false
  }
  return checkPathExt(path, options)
}

function isexe (path, options, cb) {
  fs.stat(path, function (er, stat) {
    cb(er, er ? false : checkStat(stat, path, options))
  })
}

function sync (path, options) {
  return checkStat(fs.statSync(path), path, options)
}


/***/ }),

/***/ 6689:
/***/ ((module) => {



const pathKey = (options = {}) => {
	const environment = options.env || process.env;
	const platform = options.platform || process.platform;

	if (platform !== 'win32') {
		return 'PATH';
	}

	return Object.keys(environment).reverse().find(key => key.toUpperCase() === 'PATH') || 'Path';
};

module.exports = pathKey;
// TODO: Remove this for the next major release
module.exports["default"] = pathKey;


/***/ }),

/***/ 9152:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


const shebangRegex = __nccwpck_require__(7334);

module.exports = (string = '') => {
	const match = string.match(shebangRegex);

	if (!match) {
		return null;
	}

	const [path, argument] = match[0].replace(/#! ?/, '').split(' ');
	const binary = path.split('/').pop();

	if (binary === 'env') {
		return argument;
	}

	return argument ? `${binary} ${argument}` : binary;
};


/***/ }),

/***/ 7334:
/***/ ((module) => {


module.exports = /^#!(.*)/;


/***/ }),

/***/ 6591:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {



/* unused reexport */ __nccwpck_require__(5335);
exports.parse = __nccwpck_require__(2696);


/***/ }),

/***/ 2696:
/***/ ((module) => {



/**
 * @import {
 * 	ControlOperator,
 * 	Env,
 * 	GlobPattern,
 * 	ParseEntry,
 * } from './parse' */

// '<(' and '>(' are process substitution operators and
// can be parsed the same as control operator
var CONTROL = /** @type {const} */ ('(?:') + /** @type {const} */ ([
	'\\|\\|',
	'\\&(?:\\&|>>?)', // `&&`, `&>`, and `&>>`
	';;\\&?', // `;;` and `;;&`
	'[;|]\\&', // `;&` and `|&`
	'\\<\\(',
	'\\<\\<\\<',
	'\\<\\<-',
	'\\<\\<(?!\\()', // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
	'>>',
	'>[&|(]', // `>&`, `>|`, and `>(`
	'<[&>]', // `<&` and `<>`
	'[&;()|<>]'
]).join(/** @type {const} */ ('|')) + /** @type {const} */ (')');
var controlRE = new RegExp('^' + CONTROL + '$');
var META = /** @type {const} */ ('|&;()<> \\t');
var SINGLE_QUOTE = /** @type {const} */ ('\'([^\']*?)\'');
// bash ANSI-C quoting, `$'...'`: a backslash escapes the next character, including `'`
var ANSI_C_BODY = '(?:\\\\[\\s\\S]|[^\\\\\'])*?';
var ANSI_C_QUOTE = '\\$\'' + ANSI_C_BODY + '\'';
var ansiCAt = new RegExp('\\$\'' + ANSI_C_BODY + '(?:(\')|\\\\?$)', 'g');
var ANSI_C_LETTERS = 'abeEfnrtv';
var ANSI_C_CHARS = '\x07\b\x1B\x1B\f\n\r\t\v';
var hash = /^#$/;

var SQ = /** @type {const} */ ("'");
var DQ = /** @type {const} */ ('"');
var DS = /** @type {const} */ ('$');

var TOKEN = '';
var mult = /** @type {const} */ (0x100000000); // Math.pow(16, 8);
for (var i = 0; i < 4; i++) {
	TOKEN += (mult * Math.random()).toString(16);
}
var startsWithToken = new RegExp('^' + TOKEN);

/**
 * @param {string} s
 * @param {RegExp} r
 */
function matchAll(s, r) {
	var origIndex = r.lastIndex;

	var matches = [];
	var matchObj;

	while ((matchObj = r.exec(s))) {
		matches[matches.length] = matchObj;
		if (r.lastIndex === matchObj.index) {
			r.lastIndex += 1;
		}
	}

	r.lastIndex = origIndex;

	return matches;
}

/**
 * @param {Env} env
 * @param {string} pre
 * @param {string} key
 */
function getVar(env, pre, key) {
	var r = typeof env === 'function' ? env(key) : env[key];
	if (typeof r === 'undefined' && key != '') {
		r = '';
	} else if (typeof r === 'undefined') {
		r = '$';
	}

	if (typeof r === 'object') {
		return pre + TOKEN + JSON.stringify(r) + TOKEN;
	}
	return pre + r;
}

var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;

/**
 * @param {string} m
 * @param {string} escape
 */
function expandAnsiCEscape(m, escape) {
	var kind = escape.charAt(0);
	if (kind === 'c') {
		var ctrl = escape.charAt(1);
		return ctrl === '?' ? '\x7F' : String.fromCharCode(ctrl.charCodeAt(0) & 0x1F);
	}
	if (kind === 'x' || kind === 'u' || kind === 'U') {
		var cp = parseInt(escape.slice(1), 16);
		if (cp > 0x10FFFF) {
			return m;
		}
		return String.fromCharCode.apply(null, cp > 0xFFFF ? [0xD7C0 + (cp >> 10), 0xDC00 + (cp & 0x3FF)] : [cp]);
	}
	if (kind >= '0' && kind <= '7') {
		return String.fromCharCode(parseInt(escape, 8) & 0xFF);
	}
	var letter = ANSI_C_LETTERS.indexOf(escape);
	return letter < 0 ? escape : ANSI_C_CHARS.charAt(letter);
}

/** @param {string} body */
function expandAnsiC(body) {
	return body.replace(ansiCEscape, expandAnsiCEscape).split('\0')[0]; // like bash, a NUL ends the string
}

/**
 * @param {string} s
 * @param {number} i
 */
function closesAnsiC(s, i) {
	ansiCAt.lastIndex = i;
	return !!(/** @type {RegExpExecArray} */ (ansiCAt.exec(s)))[1];
}

/**
 * @param {string} string
 * @param {Env} [env]
 * @param {{ escape?: string, splitUnquoted?: boolean | string }} [opts]
 * @returns {ParseEntry[]}
 */
function parseInternal(string, env, opts) {
	if (!opts) {
		opts = {};
	}
	var BS = opts.escape || '\\';
	var ifs = opts.splitUnquoted === true ? ' \t\n' : (typeof opts.splitUnquoted === 'string' ? opts.splitUnquoted : '');
	var BAREWORD = '(\\' + BS + '[\'"$\\' + BS + META + ']|\\$\\$|\\$(?!' + ANSI_C_QUOTE.slice(2) + ')|[^\\s\'"$' + META + '])+';
	var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';

	var chunker = new RegExp([
		'(' + CONTROL + ')', // control chars
		'(' + ANSI_C_QUOTE + '|' + BAREWORD + '|' + DOUBLE_QUOTE + '|' + SINGLE_QUOTE + ')+'
	].join('|'), 'g');

	var matches = matchAll(string, chunker);

	if (matches.length === 0) {
		return [];
	}
	if (!env) {
		env = {};
	}

	var commented = false;

	return matches.map(function (match) {
		var s = match[0];
		if (!s || commented) {
			return void undefined;
		}
		if (controlRE.test(s)) {
			return /** @type {ControlOperator} */ ({ op: s });
		}

		// Hand-written scanner/parser for Bash quoting rules:
		//
		// 1. inside single quotes, all characters are printed literally.
		// 2. inside double quotes, all characters are printed literally
		//    except variables prefixed by '$' and backslashes followed by
		//    either a double quote or another backslash.
		// 3. outside of any quotes, backslashes are treated as escape
		//    characters and not printed (unless they are themselves escaped)
		// 4. quote context can switch mid-token if there is no whitespace
		//     between the two quote contexts (e.g. all'one'"token" parses as
		//     "allonetoken")
		/** @type {string | boolean} */
		var quote = false;
		var esc = false;
		var out = '';
		/** @type {string[]} */
		var words = [];
		var sawQuote = false;
		/** @type {number | null} */
		var pendingNw = null;
		var isGlob = false;
		/** @type {number} */
		var i;

		function parseEnvVar() {
			i += 1;
			/** @type {number | RegExpMatchArray | null} */
			var varend;
			/** @type {string} */
			var varname;
			var char = s.charAt(i);

			if (char === '{') {
				i += 1;
				if (s.charAt(i) === '}') {
					throw new Error('Bad substitution: ' + s.slice(i - 2, i + 1));
				}
				// match braces by depth so a nested `${` keeps its inner `}` from ending the outer substitution
				var depth = 1;
				varend = i;
				while (depth > 0 && varend < s.length) {
					if (s.charAt(varend) === '{' && s.charAt(varend - 1) === '$') {
						depth += 1;
					} else if (s.charAt(varend) === '}') {
						depth -= 1;
					}
					varend += 1;
				}
				if (depth !== 0) {
					throw new Error('Bad substitution: ' + s.slice(i));
				}
				varend -= 1;
				varname = s.slice(i, varend);
				i = varend;
			} else if ((/[*@#?$!-]/).test(char)) {
				varname = char;
			} else {
				var slicedFromI = s.slice(i);
				varend = slicedFromI.match(/[^\w\d_]/);
				if (!varend) {
					varname = slicedFromI;
					i = s.length;
				} else {
					varname = slicedFromI.slice(0, varend.index);
					i += /** @type {number} */ (varend.index) - 1;
				}
			}
			return getVar(/** @type {NonNullable<typeof env>} */ (env), '', varname);
		}

		function flushRun() {
			if (pendingNw === null) {
				return;
			}
			if (pendingNw === 0) {
				if (out !== '') {
					words[words.length] = out;
					out = '';
				}
			} else {
				words[words.length] = out;
				out = '';
				for (var fe = 1; fe < pendingNw; fe += 1) {
					words[words.length] = '';
				}
			}
			pendingNw = null;
		}

		for (i = 0; i < s.length; i++) {
			var c = s.charAt(i);
			if (ifs && c !== DS) {
				flushRun();
			}
			isGlob = isGlob || (!quote && (c === '*' || c === '?'));
			if (esc) {
				out += c;
				esc = false;
			} else if (quote) {
				if (c === quote) {
					quote = false;
				} else if (quote == SQ) {
					out += c;
				} else { // Double quote
					if (c === BS) {
						i += 1;
						c = s.charAt(i);
						if (c === DQ || c === BS || c === DS) {
							out += c;
						} else {
							out += BS + c;
						}
					} else if (c === DS) {
						out += parseEnvVar();
					} else {
						out += c;
					}
				}
			} else if (c === DQ || c === SQ) {
				quote = c;
				sawQuote = true;
			} else if (controlRE.test(c)) {
				return /** @type {ControlOperator} */ ({ op: s });
			} else if (hash.test(c)) {
				commented = true;
				var commentObj = { comment: string.slice(match.index + i + 1) };
				if (out.length) {
					return /** @type {const} */ ([out, commentObj]);
				}
				return /** @type {const} */ ([commentObj]);
			} else if (c === BS) {
				esc = true;
			} else if (c === DS && s.charAt(i + 1) === SQ && closesAnsiC(s, i)) {
				flushRun();
				sawQuote = true;
				out += expandAnsiC(s.slice(i + 2, ansiCAt.lastIndex - 1));
				i = ansiCAt.lastIndex - 1;
			} else if (c === DS) {
				var value = parseEnvVar();
				if (!ifs) {
					out += value;
				} else {
					for (var vi = 0; vi < value.length; vi += 1) {
						var vc = value.charAt(vi);
						if (ifs.indexOf(vc) < 0) {
							flushRun();
							out += vc;
						} else if (pendingNw === null) {
							pendingNw = vc === ' ' || vc === '\t' || vc === '\n' ? 0 : 1;
						} else if (vc !== ' ' && vc !== '\t' && vc !== '\n') {
							pendingNw += 1;
						}
					}
				}
			} else {
				out += c;
			}
		}

		if (isGlob) {
			return /** @type {GlobPattern} */ ({ op: 'glob', pattern: out });
		}

		if (ifs) {
			if (pendingNw !== null && pendingNw > 0) {
				words[words.length] = out;
				out = '';
				for (var te = 1; te < pendingNw; te += 1) {
					words[words.length] = '';
				}
			}
			if (out !== '' || (sawQuote && words.length === 0)) {
				words[words.length] = out;
			}
			return words;
		}

		return out;
	}).reduce(function (prev, arg) { // finalize parsed arguments
		if (typeof arg === 'undefined') {
			return prev;
		}
		/** @type {ParseEntry[]} */ ([]).concat(arg).forEach(function (entry) {
			prev[prev.length] = entry;
		});
		return prev;
	}, /** @type {ParseEntry[]} */ ([]));
}

/** @type {typeof import('./parse')} */
module.exports = function parse(s, env, opts) {
	var mapped = parseInternal(s, env, opts);
	if (typeof env !== 'function') {
		return mapped;
	}
	return mapped.reduce(function (acc, s) {
		if (typeof s === 'object') {
			acc[acc.length] = s;
			return acc;
		}
		var xs = s.split(RegExp('(' + TOKEN + '.*?' + TOKEN + ')', 'g'));
		if (xs.length === 1) {
			acc[acc.length] = xs[0];
			return acc;
		}
		xs.filter(Boolean).forEach(function (x) {
			acc[acc.length] = startsWithToken.test(x)
				? JSON.parse(x.split(TOKEN)[1])
				: x;
		});
		return acc;
	}, /** @type {ParseEntry[]} */ ([]));
};


/***/ }),

/***/ 5335:
/***/ ((module) => {



/** @import { ControlOperator } from './parse' */

/** @type {ControlOperator['op'][]} */
var OPS = /** @type {const} */ ([
	'||',
	'&&',
	';;&',
	';;',
	';&',
	'|&',
	'<(',
	'>(',
	'<<<',
	'<<-',
	'<<',
	'>>',
	'>&',
	'>|',
	'&>>',
	'&>',
	'<&',
	'<>',
	'&',
	';',
	'(',
	')',
	'|',
	'<',
	'>'
]);
var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;

/** @type {typeof import('./quote')} */
module.exports = function quote(xs) {
	var sawComment = false;
	return xs.map(function (s) {
		if (sawComment && typeof s === 'string' && LINE_TERMINATORS.test(s)) {
			throw new TypeError('a token after a `comment` must not contain line terminators');
		}
		if (s === '') {
			return /** @type {const} */ ('\'\'');
		}
		if (s && typeof s === 'object') {
			if ('op' in s && s.op === 'glob') {
				if (typeof s.pattern !== 'string') {
					throw new TypeError('glob token requires a string `pattern`');
				}
				if (LINE_TERMINATORS.test(s.pattern)) {
					throw new TypeError('glob `pattern` must not contain line terminators');
				}
				if (s.pattern === '') {
					return /** @type {const} */ ('\'\'');
				}
				return s.pattern.replace(GLOB_SHELL_SPECIAL, '\\$&');
			}
			if ('op' in s && typeof s.op === 'string') {
				if (OPS.indexOf(s.op) < 0) {
					throw new TypeError('invalid `op` value: ' + JSON.stringify(s.op));
				}
				return s.op.replace(/[\s\S]/g, '\\$&');
			}
			if ('comment' in s && typeof s.comment === 'string') {
				if (LINE_TERMINATORS.test(s.comment)) {
					throw new TypeError('`comment` must not contain line terminators');
				}
				sawComment = true;
				return '#' + s.comment;
			}
			throw new TypeError('unrecognized object token shape');
		}
		if ((/'/).test(s) && (/!/).test(s)) {
			return "'" + s.replace(/'/g, "'\"'\"'") + "'";
		}
		if ((/["\s\\]/).test(s) && !(/'/).test(s)) {
			return "'" + s + "'";
		}
		if ((/["'\s]/).test(s)) {
			return '"' + s.replace(/(["\\$`])/g, '\\$1') + '"';
		}
		return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, '$1\\$2');
	}).join(' ');
};


/***/ }),

/***/ 6848:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {

const isWindows = process.platform === 'win32' ||
    process.env.OSTYPE === 'cygwin' ||
    process.env.OSTYPE === 'msys'

const path = __nccwpck_require__(6928)
const COLON = isWindows ? ';' : ':'
const isexe = __nccwpck_require__(2940)

const getNotFoundError = (cmd) =>
  Object.assign(new Error(`not found: ${cmd}`), { code: 'ENOENT' })

const getPathInfo = (cmd, opt) => {
  const colon = opt.colon || COLON

  // If it has a slash, then we don't bother searching the pathenv.
  // just check the file itself, and that's it.
  const pathEnv = cmd.match(/\//) || isWindows && cmd.match(/\\/) ? ['']
    : (
      [
        // windows always checks the cwd first
        ...(isWindows ? [process.cwd()] : []),
        ...(opt.path || process.env.PATH ||
          /* istanbul ignore next: very unusual */ '').split(colon),
      ]
    )
  const pathExtExe = isWindows
    ? opt.pathExt || process.env.PATHEXT || '.EXE;.CMD;.BAT;.COM'
    : ''
  const pathExt = isWindows ? pathExtExe.split(colon) : ['']

  if (isWindows) {
    if (cmd.indexOf('.') !== -1 && pathExt[0] !== '')
      pathExt.unshift('')
  }

  return {
    pathEnv,
    pathExt,
    pathExtExe,
  }
}

const which = (cmd, opt, cb) => {
  if (typeof opt === 'function') {
    cb = opt
    opt = {}
  }
  if (!opt)
    opt = {}

  const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt)
  const found = []

  const step = i => new Promise((resolve, reject) => {
    if (i === pathEnv.length)
      return opt.all && found.length ? resolve(found)
        : reject(getNotFoundError(cmd))

    const ppRaw = pathEnv[i]
    const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw

    const pCmd = path.join(pathPart, cmd)
    const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd
      : pCmd

    resolve(subStep(p, i, 0))
  })

  const subStep = (p, i, ii) => new Promise((resolve, reject) => {
    if (ii === pathExt.length)
      return resolve(step(i + 1))
    const ext = pathExt[ii]
    isexe(p + ext, { pathExt: pathExtExe }, (er, is) => {
      if (!er && is) {
        if (opt.all)
          found.push(p + ext)
        else
          return resolve(p + ext)
      }
      return resolve(subStep(p, i, ii + 1))
    })
  })

  return cb ? step(0).then(res => cb(null, res), cb) : step(0)
}

const whichSync = (cmd, opt) => {
  opt = opt || {}

  const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt)
  const found = []

  for (let i = 0; i < pathEnv.length; i ++) {
    const ppRaw = pathEnv[i]
    const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw

    const pCmd = path.join(pathPart, cmd)
    const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd
      : pCmd

    for (let j = 0; j < pathExt.length; j ++) {
      const cur = p + pathExt[j]
      try {
        const is = isexe.sync(cur, { pathExt: pathExtExe })
        if (is) {
          if (opt.all)
            found.push(cur)
          else
            return cur
        }
      } catch (ex) {}
    }
  }

  if (opt.all && found.length)
    return found

  if (opt.nothrow)
    return null

  throw getNotFoundError(cmd)
}

module.exports = which
which.sync = whichSync


/***/ }),

/***/ 5709:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ PLAN_THREAD),
/* harmony export */   s: () => (/* binding */ isPlanThread)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);

/** The `workerData` key that marks a plan thread (`plan-thread.ts`); kept apart so the entries can ask at no cost. */
const PLAN_THREAD = "mcpCheckupPlanThread";
/** Whether this thread is a plan thread: the face entries ask first, and then only serve plans (`servePlans`). */
function isPlanThread() {
    return !node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.[PLAN_THREAD] === true;
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K4: () => (/* binding */ ServerStartError),
/* harmony export */   eR: () => (/* binding */ OptionError),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/**
 * The typed errors of the engine. They start where the problem is found and are turned into one message and
 * one exit code at the face (CLI or Action); nothing in the engine calls `process.exit` or `core.setFailed`.
 */
/** Bad input from the user (a flag, a file, a config). The message is one line naming the input and what is accepted. Exit code 2. */
class UsageError extends Error {
    name = "UsageError";
}
/**
 * The server under test could not be started or never completed the handshake. `stderrTail` holds the last
 * lines it wrote to stderr, for the report; `handshake` is how the failing handshake request ended when one was
 * sent: `error` (the server was up and refused it, most often the revision offered), `timeout` (no answer within
 * the request timeout), `closed` or `result` (an answer that was not one). This becomes the `server-start-failed`
 * finding, not a crash.
 */
class ServerStartError extends Error {
    stderrTail;
    handshake;
    name = "ServerStartError";
    constructor(message, stderrTail = "", handshake) {
        super(message);
        this.stderrTail = stderrTail;
        this.handshake = handshake;
    }
}
/**
 * A `UsageError` about one option, raised below the faces (the MCP client: config files, server.json, URLs,
 * the protocol): it names the option by {@link OptionKey} only, and each face words it (`wordedFor`) with its own
 * names for the inputs (issue 15: the client's errors named CLI flags and the Action rewrote them with a regex).
 * `message` is worded with the bare keys, for a caller that has no face.
 */
class OptionError extends UsageError {
    option;
    wording;
    constructor(option, wording) {
        super(wording((key, value) => (value === undefined ? key : `${key} ${value}`)));
        this.option = option;
        this.wording = wording;
    }
    /** The message with every option it mentions named by `name`. */
    wordedFor(name) {
        return this.wording(name);
    }
}


/***/ }),

/***/ 6172:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ parseCommandLine)
/* harmony export */ });
/* harmony import */ var shell_quote__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6591);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/**
 * Splits a launch command given as one string into argv the way a POSIX shell splits words (DESIGN.md
 * "Targets"), with `shell-quote`: single and double quotes, backslash escapes. Nothing is expanded: `$VAR` and
 * `${VAR}` stay literal (the server is spawned without a shell) and glob patterns are passed as written.
 */


/**
 * Splits `text` into `{command, args}`. Throws `UsageError` when it is empty, uses a shell operator (`|`, `&&`,
 * `;`, `>`, `<`, `(`, …) that only a shell could carry out, or holds a `#` comment (which a shell would drop).
 */
function parseCommandLine(text) {
    // Leave variables as written: `${NAME}` when the text braces it, else `$NAME`.
    const literal = (name) => (text.includes("${" + name + "}") ? "${" + name + "}" : "$" + name);
    const open = unclosedQuote(text);
    if (open !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`The server command "${text}" has an unclosed ${open} quote; close it, or escape the quote mark with a backslash.`);
    let entries;
    try {
        entries = (0,shell_quote__WEBPACK_IMPORTED_MODULE_0__.parse)(text, literal);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`Cannot split the server command "${text}": ${error.message}.`);
    }
    const words = [];
    for (const entry of entries) {
        if (typeof entry === "string")
            words.push(entry);
        else if ("op" in entry && entry.op === "glob")
            words.push(entry.pattern);
        else if ("op" in entry) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`The server command "${text}" uses the shell operator "${entry.op}", and servers are started without a shell; wrap it in sh -c '…' or a script.`);
        }
        else {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`The server command "${text}" contains "#", which starts a shell comment; quote the argument that holds it.`);
        }
    }
    const [command, ...args] = words;
    if (command === undefined || command === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb("The server command is empty; give the command that starts the server.");
    return { command, args };
}
/**
 * The quote mark left open at the end of `text`, if any (shell-quote reads `node "unclosed` as `node unclosed`, where
 * a shell refuses it). Quotes as a POSIX shell reads them: nothing escapes inside single quotes; a backslash escapes
 * the next character elsewhere. Pure.
 */
function unclosedQuote(text) {
    let quote;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quote === "'") {
            if (c === "'")
                quote = undefined;
        }
        else if (c === "\\")
            i++;
        else if (quote === '"') {
            if (c === '"')
                quote = undefined;
        }
        else if (c === "'" || c === '"')
            quote = c;
    }
    return quote;
}


/***/ }),

/***/ 4657:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ endTaggedProcesses),
/* harmony export */   CL: () => (/* binding */ newProcessTag),
/* harmony export */   YC: () => (/* binding */ killTaggedProcesses),
/* harmony export */   iA: () => (/* binding */ TAG_VARIABLE)
/* harmony export */ });
/* unused harmony export findTaggedProcesses */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _proc_table_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7439);
/**
 * Processes a server started that left its process group (`setsid`, a double fork, `detached: true`), which the
 * group kill of `process-group.ts` cannot reach (issue 12: a server whose helper calls `setsid` left 5 processes
 * behind after every run). Every server we spawn gets an environment tag, {@link TAG_VARIABLE}`=<random>`, that its
 * descendants inherit whatever their group, session or parent becomes; after the group is killed,
 * {@link endTaggedProcesses} finds the processes that still carry the tag (Linux: by reading `/proc/<pid>/environ`)
 * and kills them. A descendant that clears its environment before it execs is not found. Without `/proc` (macOS,
 * Windows) nothing is found: the group kill (and `taskkill /T` on Windows) is all there is.
 */



/** The environment variable that tags a server's processes. */
const TAG_VARIABLE = "MCP_CHECKUP_SERVER_TAG";
/** Tags made by this process so far (part of each tag). */
let tagsMade = 0;
/**
 * A fresh tag for one server process (and everything it starts): unique among the processes of this machine (our
 * pid, the time, a counter and a random part), not secret — the server reads its own environment anyway. Made
 * without `node:crypto`, whose loading (about 3 ms) would otherwise come before the early spawn (issue 14).
 */
function newProcessTag() {
    return [process.pid, Date.now(), tagsMade++, Math.floor(Math.random() * 2 ** 48)].map((n) => n.toString(36)).join("-");
}
/**
 * The live processes (not zombies, not this process) whose environment holds `TAG_VARIABLE=tag`. Empty without
 * `/proc`. Synchronous (it also runs from an `exit` hook); never throws.
 */
function findTaggedProcesses(tag) {
    const needle = `\0${TAG_VARIABLE}=${tag}\0`;
    const found = [];
    for (const pid of (0,_proc_table_js__WEBPACK_IMPORTED_MODULE_2__/* .procPids */ .b)() ?? []) {
        if (pid === process.pid)
            continue;
        try {
            const environ = `\0${(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/environ`, "latin1")}`;
            if (!environ.includes(needle))
                continue;
            if ((0,_proc_table_js__WEBPACK_IMPORTED_MODULE_2__/* .procStatus */ .H)(pid)?.alive !== true)
                continue; // gone, or a zombie: dead, its parent or init reaps it
            found.push({ pid, command: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/comm`, "latin1").trim() });
        }
        catch {
            // gone meanwhile, or not ours to read
        }
    }
    return found;
}
/** SIGKILLs every live process carrying `tag`; returns them. Synchronous; never throws. */
function killTaggedProcesses(tag) {
    const found = findTaggedProcesses(tag);
    for (const { pid } of found) {
        try {
            process.kill(pid, "SIGKILL");
        }
        catch {
            // already gone
        }
    }
    return found;
}
/**
 * Ends what is left of a server after its process group was killed: SIGKILLs every live process carrying `tag`,
 * waits up to `waitMs` milliseconds (default 1,000) for them to be gone, and resolves with the processes it found
 * (empty when the server left nothing behind). Never throws.
 */
async function endTaggedProcesses(tag, waitMs = 1000) {
    const found = killTaggedProcesses(tag);
    const deadline = Date.now() + waitMs;
    while (found.length > 0 && findTaggedProcesses(tag).length > 0 && Date.now() < deadline)
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(20);
    return found;
}


/***/ }),

/***/ 7439:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ procStatus),
/* harmony export */   b: () => (/* binding */ procPids)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The Linux process table as `/proc` shows it, for the cleanup of servers under test (`process-group.ts`,
 * `escaped-processes.ts`): which processes exist, and whether each is alive and in which process group. Elsewhere
 * (macOS, Windows) there is no `/proc` and callers fall back to what signals tell. Synchronous (it also runs from an
 * `exit` hook); never throws.
 */

/** The pids `/proc` lists, this process included; undefined without `/proc`. */
function procPids() {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)("/proc")
            .filter((entry) => /^\d+$/.test(entry))
            .map(Number);
    }
    catch {
        return undefined;
    }
}
/**
 * A process's process group and whether it lives (`/proc/<pid>/stat`): a zombie (`Z`) or dead (`X`) process does not,
 * it only waits to be reaped. Undefined when the process is gone or its stat cannot be read.
 */
function procStatus(pid) {
    let stat;
    try {
        stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, "latin1");
    }
    catch {
        return undefined;
    }
    // `pid (comm) state ppid pgrp …`; the command name may hold spaces and parentheses, so fields count from the last `)`.
    const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { alive: state !== "Z" && state !== "X", pgid: Number(group) };
}


/***/ }),

/***/ 5887:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Tq: () => (/* binding */ trackGroup),
/* harmony export */   i0: () => (/* binding */ killGroup)
/* harmony export */ });
/* unused harmony export isGroupAlive */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _proc_table_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7439);
/**
 * Process-group control for servers under test. Each stdio server is spawned as the leader of its own process
 * group (POSIX `detached: true`), so signalling `-pid` reaches every process it started: no child may outlive
 * a run (DESIGN.md "Cleanup"; MCP 2025-11-25 basic/lifecycle §Shutdown: close stdin, then SIGTERM, then SIGKILL).
 * On Windows there are no process groups: the leader's process tree is ended with `taskkill /T /F` instead
 * (not exercised by this project's CI, which runs on Linux).
 */



const isWindows = process.platform === "win32";
/** Groups to SIGKILL if this process ends before killing them itself, keyed by leader pid, each with what else to end then. */
const liveGroups = new Map();
let hooksInstalled = false;
/** Signals the group led by `pid` (on Windows, ends its process tree). Returns false when nothing is left to signal. */
function signalGroup(pid, signal) {
    if (isWindows && signal !== 0) {
        // Windows has neither process groups nor SIGTERM semantics: end the whole tree at once.
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)("taskkill", ["/pid", String(pid), "/T", "/F"], { stdio: "ignore", windowsHide: true }).status === 0;
    }
    try {
        process.kill(isWindows ? pid : -pid, signal);
        return true;
    }
    catch {
        // ESRCH: no such process (group). EPERM: it exists but is not ours to signal, so we cannot wait for it.
        return false;
    }
}
/**
 * True while any process of the group led by `pid` lives (the process itself on Windows). A zombie does not count:
 * it is dead and only waits to be reaped, and where PID 1 reaps nothing (a container whose first process is not an
 * init; this project's CI machines) a helper the server left behind stays a zombie in the group for good, which
 * made every stop of such a server wait out both grace periods, two seconds.
 */
function isGroupAlive(pid) {
    if (!signalGroup(pid, 0))
        return false;
    return isWindows || (hasLiveMember(pid) ?? true);
}
/** Whether a process of group `pgid` is not a zombie (Linux `/proc`); undefined without `/proc`. Never throws. */
function hasLiveMember(pgid) {
    return (0,_proc_table_js__WEBPACK_IMPORTED_MODULE_2__/* .procPids */ .b)()?.some((pid) => {
        const status = (0,_proc_table_js__WEBPACK_IMPORTED_MODULE_2__/* .procStatus */ .H)(pid);
        return status !== undefined && status.alive && status.pgid === pgid;
    });
}
/**
 * Remembers a group so that it is SIGKILLed synchronously if this process ends before {@link killGroup}: on
 * `exit` (a crash of ours, `process.exit` in a face) and on SIGINT, SIGTERM and SIGHUP, which end Node without
 * an `exit` event. After killing the groups, a signal is raised again with its default action unless someone
 * else listens for it, so Ctrl-C still stops the program. The hooks are installed once for the module.
 * `alsoEnd` runs then too (synchronously): it ends what left the group (see `escaped-processes.ts`).
 */
function trackGroup(pid, alsoEnd) {
    liveGroups.set(pid, alsoEnd);
    if (hooksInstalled)
        return;
    hooksInstalled = true;
    process.on("exit", killAllTracked);
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
        const onSignal = () => {
            killAllTracked();
            if (process.listenerCount(signal) === 1) {
                process.removeListener(signal, onSignal);
                process.kill(process.pid, signal);
            }
        };
        process.on(signal, onSignal);
    }
}
function killAllTracked() {
    for (const [leader, alsoEnd] of liveGroups) {
        signalGroup(leader, "SIGKILL");
        try {
            alsoEnd?.();
        }
        catch {
            // best effort while this process ends
        }
    }
}
/** Kills in progress, keyed by leader pid, so concurrent callers share one SIGTERM/SIGKILL sequence. */
const killing = new Map();
/**
 * Terminates the group led by `pid`: SIGTERM, then up to `graceMs` milliseconds (default 1,000) for every member
 * to exit, then SIGKILL. Resolves once the group is gone, or after a last short wait following SIGKILL (a
 * process in uninterruptible sleep cannot be waited for). Concurrent calls for one group share one sequence.
 * Never throws.
 */
function killGroup(pid, graceMs = 1000) {
    let running = killing.get(pid);
    if (!running) {
        running = terminate(pid, graceMs).finally(() => {
            killing.delete(pid);
            liveGroups.delete(pid);
        });
        killing.set(pid, running);
    }
    return running;
}
async function terminate(pid, graceMs) {
    if (!signalGroup(pid, "SIGTERM"))
        return;
    const deadline = Date.now() + graceMs;
    while (isGroupAlive(pid) && Date.now() < deadline)
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(25);
    if (!signalGroup(pid, "SIGKILL"))
        return;
    const killDeadline = Date.now() + 1000;
    while (isGroupAlive(pid) && Date.now() < killDeadline)
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_1__.setTimeout)(10);
}


/***/ }),

/***/ 7461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ spawnServerProcess),
/* harmony export */   v: () => (/* binding */ launchEnvironment)
/* harmony export */ });
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(643);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var cross_spawn__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(546);
/* harmony import */ var cross_spawn__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(cross_spawn__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _escaped_processes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4657);
/* harmony import */ var _process_group_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5887);




/**
 * How much output is kept for a process nobody reads yet (characters); beyond it both streams are paused, so the
 * server waits on its pipes instead of our memory growing. Node discards unread output of a process that exits:
 * output is read from the spawn on.
 */
const UNREAD_OUTPUT_CHARS = 1 << 20;
/** The environment a launch gives its process (without the tag): `env` over `baseEnv`, or over this process's. */
function launchEnvironment(launch) {
    return { ...(launch.baseEnv ?? process.env), ...launch.env };
}
/**
 * Spawns `launch` with stdin, stdout and stderr piped, as the leader of a new process group (POSIX), tagged, and
 * killed with its group if this process ends first (`trackGroup`). Synchronous; never throws for a command that
 * cannot run (that is `spawned`'s error). The caller checks `cwd` first.
 */
function spawnServerProcess(launch) {
    const tag = (0,_escaped_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .newProcessTag */ .CL)();
    const env = launchEnvironment(launch);
    const spawnedAt = node_perf_hooks__WEBPACK_IMPORTED_MODULE_0__.performance.now();
    const child = cross_spawn__WEBPACK_IMPORTED_MODULE_1___default()(launch.command, launch.args, {
        cwd: launch.cwd,
        env: { ...env, [_escaped_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .TAG_VARIABLE */ .iA]: tag },
        stdio: ["pipe", "pipe", "pipe"],
        detached: process.platform !== "win32",
        windowsHide: true,
    });
    // Errors on the pipes (EPIPE on stdin once the server is gone) are nobody's crash; the exit says what happened.
    for (const stream of [child.stdin, child.stdout, child.stderr])
        stream?.on("error", () => { });
    const { outputEnded, readOutput } = recordOutput(child);
    const spawned = new Promise((resolve) => {
        child.once("spawn", () => resolve(undefined));
        child.once("error", (error) => resolve(error));
    });
    child.on("error", () => { }); // later errors (a failed kill) are not ours to crash on
    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    if (child.pid !== undefined)
        (0,_process_group_js__WEBPACK_IMPORTED_MODULE_3__/* .trackGroup */ .Tq)(child.pid, () => (0,_escaped_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .killTaggedProcesses */ .YC)(tag));
    return { child, tag, env, spawnedAt, spawned, exited, outputEnded, readOutput };
}
/** Reads `child`'s stdout and stderr from now on, keeping what comes before `readOutput` is called (bounded). */
function recordOutput(child) {
    const stdout = child.stdout;
    const stderr = child.stderr;
    let output;
    const unread = [];
    let unreadChars = 0;
    const keep = (stream, chunk) => {
        if (output !== undefined)
            return output[stream](chunk);
        unread.push({ stream, chunk });
        unreadChars += chunk.length;
        if (unreadChars > UNREAD_OUTPUT_CHARS) {
            stdout.pause();
            stderr.pause();
        }
    };
    const ended = (stream) => new Promise((resolve) => {
        stream.once("end", resolve);
        stream.once("error", () => resolve());
    });
    const outputEnded = Promise.all([ended(stdout), ended(stderr)]).then(() => undefined);
    stdout.setEncoding("utf8");
    stderr.setEncoding("utf8");
    stdout.on("data", (chunk) => keep("stdout", chunk));
    stderr.on("data", (chunk) => keep("stderr", chunk));
    stdout.once("end", () => (output !== undefined ? output.stdoutEnd() : unread.push({ stream: "stdoutEnd" })));
    const readOutput = (to) => {
        if (output !== undefined)
            throw new Error("readOutput: the output is already read");
        output = to;
        for (const item of unread.splice(0)) {
            if (item.stream === "stdoutEnd")
                to.stdoutEnd();
            else
                to[item.stream](item.chunk);
        }
        stdout.resume();
        stderr.resume();
    };
    return { outputEnded, readOutput };
}


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h4: () => (/* binding */ takeSpawnedAhead),
/* harmony export */   kS: () => (/* binding */ discardSpawnedAhead),
/* harmony export */   ty: () => (/* binding */ spawnAhead)
/* harmony export */ });
/* harmony import */ var _escaped_processes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4657);
/* harmony import */ var _process_group_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5887);
/* harmony import */ var _server_process_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7461);
/**
 * The CLI's early spawn (issue 14): the server under test is spawned before the CLI's own code has loaded, so that
 * loading it (options, engine, checks: tens of milliseconds of compiling and evaluating) overlaps the server's own
 * start instead of preceding it, as a minimal client's would. At most one process is spawned ahead; the first stdio
 * transport whose launch is the same (command, arguments, folder and the whole environment it would give) takes it
 * over instead of spawning; a process no transport took (a usage error, `--help`, a launch that came out different)
 * is stopped by {@link discardSpawnedAhead} before the CLI exits, and killed with its group if the CLI ends first.
 * Nothing has been written to it until it is taken over, so a server stopped this way was only started.
 */



let ahead;
/** Spawns `launch` now, to be taken over by the first transport of the same launch. Once per process. */
function spawnAhead(launch) {
    if (ahead !== undefined)
        throw new Error("spawnAhead: a process was already spawned ahead");
    ahead = { launch, process: (0,_server_process_js__WEBPACK_IMPORTED_MODULE_2__/* .spawnServerProcess */ .q)(launch) };
}
/** The process spawned ahead, when its launch is `launch`'s (it is then no longer ahead); else undefined. */
function takeSpawnedAhead(launch) {
    if (ahead === undefined || !sameLaunch(ahead, launch))
        return undefined;
    const { process: taken } = ahead;
    ahead = undefined;
    return taken;
}
/**
 * Stops the process spawned ahead if no transport took it: SIGTERM to its group, SIGKILL after `graceMs`
 * (default 500), and whatever left its group. Resolves once it is gone; at once when there is none. Never throws.
 */
async function discardSpawnedAhead(graceMs = 500) {
    const left = ahead;
    ahead = undefined;
    if (left === undefined)
        return;
    const { child, tag } = left.process;
    if (child.pid !== undefined)
        await (0,_process_group_js__WEBPACK_IMPORTED_MODULE_1__/* .killGroup */ .i0)(child.pid, graceMs);
    await (0,_escaped_processes_js__WEBPACK_IMPORTED_MODULE_0__/* .endTaggedProcesses */ .$M)(tag);
    child.stdout?.destroy();
    child.stderr?.destroy();
    child.stdin?.destroy();
}
/** Whether `launch` would start the process spawned ahead: same command, arguments, folder and environment now. */
function sameLaunch(spawned, launch) {
    const { launch: was, process: { env: given } } = spawned;
    if (launch.command !== was.command || launch.cwd !== was.cwd)
        return false;
    if (launch.args.length !== was.args.length || launch.args.some((arg, i) => arg !== was.args[i]))
        return false;
    const env = (0,_server_process_js__WEBPACK_IMPORTED_MODULE_2__/* .launchEnvironment */ .v)(launch);
    const keys = Object.keys(env).filter((key) => env[key] !== undefined);
    return keys.length === Object.keys(given).filter((key) => given[key] !== undefined).length && keys.every((key) => env[key] === given[key]);
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 481:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:readline");

/***/ }),

/***/ 6193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 7066:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tty");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 356:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./src/checkup/compiler-budget.ts

/**
 * The most bytecode V8's optimizing compiler inlines into one function, for a run's process: 200, where V8's
 * default is 920 (Node 20) to 1,000. A run is short and its code is cold: on the 5,000-tool bench server most of
 * the run's code is optimized while it runs, and the optimizing compiler's threads took ~1.2 s of CPU of a ~4 s
 * run on 2 cores, where the run, the plan thread and the server under test compete for them. With a smaller
 * inlining budget each function compiles faster (the compile jobs' summed time 2,351 → 1,392 ms at 150) for code
 * that is, for a run this short, as quick: its wall fell from 3,078 to 2,806 ms (medians of 9 alternating runs,
 * every pair faster; its CPU by 3–10 % at budgets of 100–300), small servers' runs unchanged — on Node 20. Node 24
 * (the Action's `node24`), whose Maglev tier optimizes earlier and cheaper, runs it in ~2.5 s either way (2,459 ms
 * with the budget, 2,501 without, medians of 7 alternating). The flag is V8's own
 * `--max-inlined-bytecode-size-cumulative` (flag-definitions.h), there since V8 7; Node 24.22.3 knows it too.
 */
const INLINING_BUDGET_FLAG = "--max-inlined-bytecode-size-cumulative=200";
/**
 * Sets {@link INLINING_BUDGET_FLAG} for this process (every thread: V8's flags are the process's). The faces call it
 * before the run's code is hot — the CLI once it has spawned the server its command line names, the Action before it
 * reads its inputs; the library does not (its host's process is not ours to tune). `node:v8` is loaded here, not with
 * the module: loading it takes ~3 ms of a cold process, which the CLI spends after the spawn rather than before
 * (`__tests__/cli/startup-imports.test.ts`). A flag V8 did not know would be printed as an error on stdout, so the
 * test checks this Node knows it.
 */
function limitInlining() {
    const v8 = (0,external_node_module_namespaceObject.createRequire)(import.meta.url)("node:v8");
    v8.setFlagsFromString(INLINING_BUDGET_FLAG);
}

// EXTERNAL MODULE: ./src/mcp/command-line.ts
var command_line = __nccwpck_require__(6172);
// EXTERNAL MODULE: ./src/mcp/spawn-ahead.ts
var spawn_ahead = __nccwpck_require__(4059);
;// CONCATENATED MODULE: ./src/checkup/early-spawn.ts
/**
 * What a face needs to spawn the server before it has read its options (the CLI, issue 14): the launch's shape, the
 * command-string splitter the options use too, and the spawn ahead with its discard (`mcp/spawn-ahead.ts`).
 */



// EXTERNAL MODULE: ./src/checkup/plan-thread-mark.ts
var plan_thread_mark = __nccwpck_require__(5709);
;// CONCATENATED MODULE: ./src/cli/launch-ahead.ts
/**
 * Which server the CLI may spawn before its own code has loaded (issue 14; `checkup/early-spawn.ts`): read from the
 * words of the command line alone, without the option parser, for `test`, `accept`, `lint`, `list` and `snapshot`
 * given a server command — one string, or an argv after `--`. Only when that reading is certain: any flag that
 * changes what is started (`--config`, `--env`, `--cwd`, `--url`, …), starts nothing (`--tools-file`, `--help`,
 * `--version`), or is not known here means no early spawn, and the server is spawned as before, after the options
 * are read. What is spawned ahead is used only when the options, once read, give the very same launch; otherwise
 * it is stopped. The flag lists are checked against the option parser's by a test.
 */

/** The commands that start the server given on their command line. */
const AHEAD_COMMANDS = new Set(["test", "accept", "lint", "list", "snapshot"]);
/** Flags of those commands that take a value (the next word, or after `=`) and do not change what is started. */
const VALUE_FLAGS = new Set([
    "--accepted", "--arg", "--args-file", "--baseline", "--cases", "--clients", "--expires", "--fail-under", "--min-coverage", "--only",
    "--output", "-o", "--probe-config", "--protocol", "--reason", "--report", "--seed", "--skip", "--timeout", "--token-budget",
]);
/** Flags of those commands that take no value. */
const SWITCH_FLAGS = new Set([
    "--allow-drift", "--allow-writes", "--ci", "--no-color", "--no-edge-cases", "--no-probe-grade-cap", "--no-protocol-checks", "--probes",
    "--prune", "--quiet", "-q", "--read-only",
]);
/** Flags after which nothing is spawned ahead: they choose or change the server, or mean none is started. */
const NOT_AHEAD_FLAGS = new Set([
    "--config", "--server", "--url", "--server-json", "--header", "--env", "--cwd", "--tools-file", "--instructions-file",
]);
/**
 * The launch `argv` (the CLI's arguments, without `node` and the script) starts, when it can be told from the words
 * alone; else undefined. Pure; never throws (a command string that does not split is left to the option parser).
 */
function launchAhead(argv) {
    const [name, ...rest] = argv;
    if (name === undefined || !AHEAD_COMMANDS.has(name))
        return undefined;
    const dash = rest.indexOf("--");
    const head = dash < 0 ? rest : rest.slice(0, dash);
    const positionals = [];
    for (let i = 0; i < head.length; i++) {
        const word = head[i];
        if (!word.startsWith("-") || word === "-") {
            positionals.push(word);
            continue;
        }
        const eq = word.startsWith("--") ? word.indexOf("=") : -1;
        const flag = eq < 0 ? word : word.slice(0, eq);
        if (VALUE_FLAGS.has(flag)) {
            if (eq < 0)
                i += 1; // its value is the next word, whatever it looks like
            continue;
        }
        if (SWITCH_FLAGS.has(flag) && eq < 0)
            continue;
        return undefined; // one of NOT_AHEAD_FLAGS, --help, --version, a bundle of short flags, or unknown
    }
    if (dash >= 0) {
        const [command, ...args] = rest.slice(dash + 1);
        return positionals.length === 0 && command !== undefined ? { command, args } : undefined;
    }
    if (positionals.length > 1)
        return { command: positionals[0], args: positionals.slice(1) };
    if (positionals.length === 0)
        return undefined;
    try {
        return (0,command_line/* parseCommandLine */.D)(positionals[0]);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/index.ts




// Thin entry: all work lives in runCli, which tests call directly. The server the command line names is spawned
// first, before runCli and the rest of the CLI are loaded (launch-ahead.ts, issue 14: loading them takes tens of
// milliseconds, which now overlap the server's own start); the run takes it over, or it is stopped before we exit.
if ((0,plan_thread_mark/* isPlanThread */.s)()) {
    // A thread this CLI started to plan a large server's calls (checkup/plan-thread.ts): it only plans.
    void Promise.all(/* import() */[__nccwpck_require__.e(196), __nccwpck_require__.e(871), __nccwpck_require__.e(995), __nccwpck_require__.e(679), __nccwpck_require__.e(975), __nccwpck_require__.e(389)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7975)).then(({ servePlans }) => servePlans());
}
else {
    const argv = process.argv.slice(2);
    const launch = launchAhead(argv);
    if (launch !== undefined)
        (0,spawn_ahead/* spawnAhead */.ty)(launch);
    limitInlining(); // a run is short: its code compiles quicker (checkup/compiler-budget.ts; the process's, threads too)
    void Promise.all(/* import() */[__nccwpck_require__.e(179), __nccwpck_require__.e(389), __nccwpck_require__.e(678)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9678))
        .then(({ runCli, processIo }) => runCli(argv, processIo()))
        .catch((error) => {
        process.stderr.write(`mcp-checkup: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
        return 3; // EXIT.internal (exit-codes.ts is not loaded before the server is spawned)
    })
        .then(async (code) => {
        await (0,spawn_ahead/* discardSpawnedAhead */.kS)();
        process.exitCode = code;
        // Safety net: whatever is left (it should be nothing) may not keep a finished run alive.
        setTimeout(() => process.exit(code), 3000).unref();
    });
}

