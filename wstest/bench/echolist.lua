-- WSTest EchoList, message size 20: POST the SOAP 1.1 envelope with its SOAPAction
wrk.method = "POST"
wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
wrk.headers["SOAPAction"] = '"uri:WSTestWeb-TestService/EchoList"'
wrk.body = [[<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><EchoList xmlns="uri:WSTestWeb-TestService"><list><i>0</i><f>0</f><s>wstest</s><Next><i>1</i><f>1</f><s>wstest</s><Next><i>2</i><f>2</f><s>wstest</s><Next><i>3</i><f>3</f><s>wstest</s><Next><i>4</i><f>4</f><s>wstest</s><Next><i>5</i><f>5</f><s>wstest</s><Next><i>6</i><f>6</f><s>wstest</s><Next><i>7</i><f>7</f><s>wstest</s><Next><i>8</i><f>8</f><s>wstest</s><Next><i>9</i><f>9</f><s>wstest</s><Next><i>10</i><f>10</f><s>wstest</s><Next><i>11</i><f>11</f><s>wstest</s><Next><i>12</i><f>12</f><s>wstest</s><Next><i>13</i><f>13</f><s>wstest</s><Next><i>14</i><f>14</f><s>wstest</s><Next><i>15</i><f>15</f><s>wstest</s><Next><i>16</i><f>16</f><s>wstest</s><Next><i>17</i><f>17</f><s>wstest</s><Next><i>18</i><f>18</f><s>wstest</s><Next><i>19</i><f>19</f><s>wstest</s></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></Next></list></EchoList></soap:Body></soap:Envelope>]]

-- wrk counts non-2xx/3xx answers; print them so a run of faults is not mistaken for a fast one
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
