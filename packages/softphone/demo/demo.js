/* The demo integration page: every call goes through the original global API, `xiaoman`. */
(() => {
  const $ = (id) => document.getElementById(id);
  const SUCCESS = xiaoman.SdkError.Success.code;
  const CALL_STATES = { ringing: '振铃中', dialing: '呼叫中', established: '通话中', released: '已挂断' };

  function show(what, detail) {
    const item = document.createElement('li');
    item.textContent = `${new Date().toLocaleTimeString('zh-CN', { hour12: false })} ${what} ${JSON.stringify(detail)}`;
    $('events').prepend(item);
  }

  /** Shows a result and answers whether it succeeded. */
  function report(action, result) {
    show(action, { code: result.code, desc: result.desc });
    return result.code === SUCCESS;
  }

  function refreshPhone() {
    $('phone-state').textContent = xiaoman.phone.isOpen() ? '已打开' : '已关闭';
  }

  xiaoman.phone.event.onMessage((event) => {
    show(`事件 ${event.msgType}`, {
      'call-origin': event['call-origin'],
      userData: event.userData,
      ani: event.ani,
      dni: event.dni,
      data: event.data,
    });
    if (CALL_STATES[event.msgType]) $('call-state').textContent = CALL_STATES[event.msgType];
    if (event.msgType === 'conflict') $('login-state').textContent = '已在其它地方登录';
    refreshPhone();
  });

  $('login-form').addEventListener('submit', (submit) => {
    submit.preventDefault();
    xiaoman.base.login({ account: $('account').value.trim(), password: $('password').value }, (result) => {
      if (!report('登录', result)) return;
      $('login-state').textContent = `已登录 ${result.data.account}，分机 ${result.data.dn || '无'}`;
      $('line-num').replaceChildren(...result.data.outshowtel.map((line) => new Option(line, line)));
    });
  });

  $('logout').addEventListener('click', () =>
    xiaoman.base.logout((result) => {
      if (report('退出登录', result)) $('login-state').textContent = '未登录';
      refreshPhone();
    }),
  );
  $('open').addEventListener('click', () =>
    xiaoman.phone.open((result) => {
      report('打开电话', result);
      refreshPhone();
    }),
  );
  $('close').addEventListener('click', () =>
    xiaoman.phone.close((result) => {
      report('关闭电话', result);
      refreshPhone();
    }),
  );
  $('answer').addEventListener('click', () => xiaoman.phone.answer((result) => report('接听', result)));
  $('release').addEventListener('click', () => xiaoman.phone.release((result) => report('挂断', result)));
  $('callout-form').addEventListener('submit', (submit) => {
    submit.preventDefault();
    xiaoman.phone.callOut({ phoneNum: $('phone-num').value.trim(), lineNum: $('line-num').value }, (result) =>
      report('外呼', result),
    );
  });
})();
