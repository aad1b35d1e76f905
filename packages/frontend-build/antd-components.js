// Every antd component Hearth's front ends use: each is a shared singleton (shared.js reads this
// list). The shell builds this file as an extra entry that no page loads, so that it provides every
// one of them and remotes render them with the shell's theme; a page still loads only the
// components it shows. Import components as `antd/es/<name>`, and inputs as `antd/es/input/<Name>`
// (the input index brings every kind: search, password, OTP, text area, group); a test checks
// this list covers all.

import 'antd/es/auto-complete';
import 'antd/es/button';
import 'antd/es/checkbox';
import 'antd/es/config-provider';
import 'antd/es/divider';
import 'antd/es/drawer';
import 'antd/es/empty';
import 'antd/es/flex';
import 'antd/es/form';
import 'antd/es/input/Input';
import 'antd/es/input/Password';
import 'antd/es/input/TextArea';
import 'antd/es/input-number';
import 'antd/es/menu';
import 'antd/es/message';
import 'antd/es/modal';
import 'antd/es/pagination';
import 'antd/es/popconfirm';
import 'antd/es/progress';
import 'antd/es/radio';
import 'antd/es/result';
import 'antd/es/segmented';
import 'antd/es/select';
import 'antd/es/skeleton';
import 'antd/es/steps';
import 'antd/es/switch';
import 'antd/es/theme';
