const ganache = (await import('ganache')).default;
const a = ganache.server({ logging: { quiet: true } }); await a.listen(8591, '127.0.0.1');
const b = ganache.server({ logging: { quiet: true } });
try { await b.listen(8591, '127.0.0.1'); } catch (e) { console.log('ERR', String(e)); }
await b.listen(0, '127.0.0.1'); console.log(b.address());
await a.close(); await b.close();
