-- WSTest EchoStruct, message size 20: POST the SOAP 1.1 envelope with its SOAPAction
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
wrk.headers["SOAPAction"] = '"uri:WSTestWeb-TestService/EchoStruct"'
wrk.body = [[<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><EchoStruct xmlns="uri:WSTestWeb-TestService"><array><l><i>0</i><f>0</f><s>wstest</s></l><l><i>1</i><f>1</f><s>wstest</s></l><l><i>2</i><f>2</f><s>wstest</s></l><l><i>3</i><f>3</f><s>wstest</s></l><l><i>4</i><f>4</f><s>wstest</s></l><l><i>5</i><f>5</f><s>wstest</s></l><l><i>6</i><f>6</f><s>wstest</s></l><l><i>7</i><f>7</f><s>wstest</s></l><l><i>8</i><f>8</f><s>wstest</s></l><l><i>9</i><f>9</f><s>wstest</s></l><l><i>10</i><f>10</f><s>wstest</s></l><l><i>11</i><f>11</f><s>wstest</s></l><l><i>12</i><f>12</f><s>wstest</s></l><l><i>13</i><f>13</f><s>wstest</s></l><l><i>14</i><f>14</f><s>wstest</s></l><l><i>15</i><f>15</f><s>wstest</s></l><l><i>16</i><f>16</f><s>wstest</s></l><l><i>17</i><f>17</f><s>wstest</s></l><l><i>18</i><f>18</f><s>wstest</s></l><l><i>19</i><f>19</f><s>wstest</s></l></array></EchoStruct></soap:Body></soap:Envelope>]]

-- wrk counts non-2xx/3xx answers; print them so a run of faults is not mistaken for a fast one
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
